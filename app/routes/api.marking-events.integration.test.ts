import { afterAll, describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";

import { createPendingSubmission, createStudent } from "../../tests/support/factories";
import { openPgliteTestDatabase } from "../../tests/support/test-database";
import { loader } from "./api.marking-events";

// A database of its own: the queue position counts everyone's pending answers.
const database = await openPgliteTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
afterAll(async () => {
  setDatabase(undefined);
  await database.dispose();
});

function open(userId: string, submissionId: string) {
  return loader({
    request: new Request(`http://marker.test/api/marking/${submissionId}/events`),
    context: { session: { user: { id: userId, name: "Student", email: "s@example.com", emailVerified: true, image: null } } },
    params: { submissionId },
  } as unknown as Parameters<typeof loader>[0]) as Promise<Response>;
}

/** Reads server-sent events until the stream ends, or `onEvent` answers true (the page goes away). */
async function readEvents(response: Response, onEvent: (event: { event: string; data: unknown }) => boolean | void | Promise<boolean | void>) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: Array<{ event: string; data: unknown }> = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") as unknown;
      events.push({ event, data });
      if (await onEvent({ event, data })) {
        await reader.cancel();
        return events;
      }
    }
  }
}

describe("the marking event stream", () => {
  it("only watches: the place in the queue while waiting, then done once a worker has marked it", async () => {
    const student = await createStudent(database.db);
    // No queue runs here: the three answers wait, as they would behind a busy worker.
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push(await createPendingSubmission(database.db, student.id, { answerText: `Waiting answer ${n} about ambition.` }));
    const third = ids[2]!;
    let marked = false;
    const events = await readEvents(await open(student.id, third), async ({ event }) => {
      if (event === "progress" && !marked) {
        marked = true;
        // The worker (elsewhere) marks it; the stream sees the status change.
        expect(await markSubmission(database.db, createOfflineMarker(), student.id, third)).toBe("marked");
      }
    });
    expect(events[0]).toEqual({ event: "progress", data: { stage: "queued", position: 3 } });
    expect(events.at(-1)).toEqual({ event: "done", data: { status: "marked" } });
    // Opening the stream marked nothing: the other two still wait.
    const again = await readEvents(await open(student.id, ids[1]!), () => true);
    expect(again[0]).toEqual({ event: "progress", data: { stage: "queued", position: 2 } });
  }, 60_000);

  it("answers 404 for another user's submission", async () => {
    const owner = await createStudent(database.db);
    const other = await createStudent(database.db);
    const id = await createPendingSubmission(database.db, owner.id, { answerText: "Someone else's answer." });
    expect((await open(other.id, id)).status).toBe(404);
  });
});
