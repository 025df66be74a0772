import { describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";

import { createPendingSubmission } from "../../tests/support/factories";
import { startHttpApp } from "../../tests/support/http-app";

const app = await startHttpApp();
const db = app.database.db;

describe("a shared result over HTTP", () => {
  it("asks search engines not to index it and caches nothing, on the page, its .data and a 404", async () => {
    const student = await app.signedInStudent({ plan: "premium" });
    const submissionId = await createPendingSubmission(db, student.id);
    expect(await markSubmission(db, createOfflineMarker(), student.id, submissionId)).toBe("marked");
    const shared = await app.postForm(`/marking-results/${submissionId}`, { intent: "share" }, student.cookie);
    const token = /\/shared\/([\w-]{20,64})/.exec(await shared.text())?.[1];
    expect(token).toBeDefined();
    for (const path of [`/shared/${token}`, `/shared/${token}.data`, "/shared/not-a-real-link-at-all-000000"]) {
      const response = await app.request(path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(path.includes("not-a-real") ? 404 : 200);
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex");
      expect(response.headers.get("Cache-Control"), path).toMatch(/no-store/);
    }
  });
});
