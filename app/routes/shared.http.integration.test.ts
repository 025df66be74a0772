import { describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";

import { createPendingSubmission } from "../../tests/support/factories";
import { startHttpApp } from "../../tests/support/http-app";

const app = await startHttpApp();
const db = app.database.db;

/** React's escaping of the text in a page, so texts can be looked for as they are shown. */
const shown = (text: string) => text.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** A marked answer of a signed-in student (the factory's AQA Paper 1 Shakespeare question, with its extract), shared. */
async function sharedResult(overrides: Parameters<typeof createPendingSubmission>[2] = {}) {
  const student = await app.signedInStudent({ plan: "premium", name: "Florence Nightingale" });
  const submissionId = await createPendingSubmission(db, student.id, overrides);
  expect(await markSubmission(db, createOfflineMarker(), student.id, submissionId)).toBe("marked");
  const shared = await app.postForm(`/marking-results/${submissionId}`, { intent: "share" }, student.cookie);
  const token = /\/shared\/([\w-]{20,64})/.exec(await shared.text())?.[1];
  expect(token).toBeDefined();
  return { student, submissionId, token: token! };
}

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

  it("shows a signed-out reader the extract the answer was written on, and the paper and question type, and nothing private", async () => {
    const { student, submissionId, token } = await sharedResult();
    const response = await app.request(`/shared/${token}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    // The source, under the results page's label, with the paper and question type in the catalogue's words.
    expect(page).toMatch(/<summary[^>]*>Source or extract<\/summary>/);
    expect(page).toContain("I have no spur to prick the sides of my intent, but only vaulting ambition.");
    expect(page).toMatch(/<dt[^>]*>Paper<\/dt><dd[^>]*>Paper 1: Shakespeare and the 19th-century novel<\/dd>/);
    expect(page).toMatch(/<dt[^>]*>Question type<\/dt><dd[^>]*>Shakespeare: extract and whole play \(34 marks\)<\/dd>/);
    expect(page).toContain(shown("Starting with this extract, how does Shakespeare present ambition?"));
    // Nothing that says who the student is, in the page or in the data the browser loads.
    const pageData = await (await app.request(`/shared/${token}.data`)).text();
    for (const text of [page, pageData]) {
      for (const secret of [student.email, student.id, submissionId, "Florence", "Nightingale"]) expect(text).not.toContain(secret);
    }
  });

  it("says in plain words how the answer was marked, without the marker's internal ids", async () => {
    const { token } = await sharedResult();
    const page = await (await app.request(`/shared/${token}`)).text();
    expect(page).toMatch(/<summary[^>]*>About this marking<\/summary>/);
    expect(page).toContain(shown("Marked by Marker's offline estimate, which reads measurable features of the answer; an AI model marks more closely."));
    // What the reader sees under "About this marking" (the page's data for the browser still carries the result as stored).
    const about = /<summary[^>]*>About this marking<\/summary>([\s\S]*?)<\/details>/.exec(page)?.[1] ?? "";
    expect(about).toContain("offline estimate");
    for (const id of ["marker offline", "rubric-v2", "prompt offline-"]) expect(about).not.toContain(id);
  });

  it("names a History answer's topic, and shows no source section for an answer written without one", async () => {
    const { token } = await sharedResult({
      subjectId: "history",
      subjectName: "History",
      paper: "paper-1",
      topic: "germany-1890-1945",
      questionType: "q4-describe",
      questionText: "Describe two problems faced by the Weimar Republic.",
      sourceText: null,
    });
    const page = await (await app.request(`/shared/${token}`)).text();
    expect(page).not.toContain("Source or extract");
    expect(page).toMatch(/<dt[^>]*>Paper<\/dt><dd[^>]*>Paper 1: Understanding the modern world<\/dd>/);
    expect(page).toMatch(/<dt[^>]*>Topic<\/dt><dd[^>]*>Germany, 1890–1945: Democracy and dictatorship \(period study\)<\/dd>/);
    expect(page).toMatch(/<dt[^>]*>Question type<\/dt><dd[^>]*>Question 4: describe \(4 marks\)<\/dd>/);
  });
});
