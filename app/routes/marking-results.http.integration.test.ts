import { randomUUID } from "node:crypto";

import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { markSubmission } from "~/features/marking/mark-submission.server";
import { createOfflineMarker } from "~/features/marking/offline/offline-marker";
import { flashcardSets, shareLinks, submissions, usageDays } from "~/platform/db/schema";

import { createPendingSubmission } from "../../tests/support/factories";
import { startHttpApp } from "../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../tests/support/sample-answers";

/**
 * B2 over HTTP: student B asks the running app for student A's marked submission by id, through every
 * door the results page has (the page, its .data, the PDF export, the event stream, the share, revoke,
 * retry and mark actions, feedback flashcards). Each is 404, says nothing of A's answer, and A's rows stay.
 */

const app = await startHttpApp();
const db = app.database.db;
const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

/** Everything of A's that a leak would show. */
function expectNothingOf(body: string, owner: { email: string; fullName: string }) {
  for (const secret of [MACBETH.answers.middling.slice(0, 60), MACBETH.questionText.slice(0, 60), owner.email, owner.fullName]) {
    expect(body).not.toContain(secret);
  }
}

async function rowsOf(userId: string) {
  return {
    submissions: await db.select().from(submissions).where(eq(submissions.userId, userId)).orderBy(asc(submissions.id)),
    links: await db.select().from(shareLinks).where(eq(shareLinks.userId, userId)).orderBy(asc(shareLinks.id)),
    usage: await db.select().from(usageDays).where(eq(usageDays.userId, userId)),
  };
}

describe("B2: another student's submission over HTTP", () => {
  it("B2: the results page, its .data, the PDF export, the event stream and every action answer 404 to another student, leak nothing and change nothing", async () => {
    const owner = await app.signedInStudent({ plan: "premium", name: "Owner Alice Tremaine" });
    const other = await app.signedInStudent({ plan: "premium", name: "Bystander Bob" });
    const id = await createPendingSubmission(db, owner.id, {
      questionText: MACBETH.questionText,
      sourceText: MACBETH.sourceText,
      answerText: MACBETH.answers.middling,
    });
    expect(await markSubmission(db, createOfflineMarker(), owner.id, id)).toBe("marked");

    // The owner reaches each door (so a 404 below is about ownership, not a broken route) and shares it.
    expect((await app.request(`/marking-results/${id}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await app.request(`/marking-results/${id}/export.pdf`, { cookie: owner.cookie })).status).toBe(200);
    const shared = await app.postForm(`/marking-results/${id}`, { intent: "share" }, owner.cookie);
    expect(shared.status).toBe(200);
    const shareUrl = /\/shared\/([\w-]{20,64})/.exec(await shared.text())?.[0];
    expect(shareUrl).toBeDefined();
    const [link] = await db.select().from(shareLinks).where(eq(shareLinks.submissionId, id));
    const before = await rowsOf(owner.id);
    const otherSubmissionsBefore = await db.select({ n: count() }).from(submissions).where(eq(submissions.userId, other.id));

    const reads = [`/marking-results/${id}`, `/marking-results/${id}.data`, `/marking-results/${id}/export.pdf`, `/api/marking/${id}/events`];
    for (const path of reads) {
      const answer = await app.request(path, { cookie: other.cookie });
      const body = await answer.text();
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("Content-Type") ?? "", path).not.toMatch(/pdf|event-stream/);
      expectNothingOf(body, owner);
    }
    const actions: Array<[string, Record<string, string>]> = [
      [`/marking-results/${id}`, { intent: "share" }],
      [`/marking-results/${id}`, { intent: "revoke", linkId: link!.id }],
      [`/marking-results/${id}`, { intent: "retry" }],
      [`/marking-results/${id}`, { intent: "mark" }],
      [`/marking-results/${id}.data`, { intent: "share" }],
      [`/marking-results/${id}.data`, { intent: "revoke", linkId: link!.id }],
      [`/marking-results/${id}/flashcards`, {}],
    ];
    for (const [path, fields] of actions) {
      const answer = await app.postForm(path, fields, other.cookie);
      const body = await answer.text();
      expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBe(404);
      expect(body).not.toMatch(/\/shared\/[\w-]{20,}/);
      expectNothingOf(body, owner);
    }
    // A made-up id answers exactly like A's: nothing tells "someone else's" from "none".
    const madeUp = await app.postForm(`/marking-results/${randomUUID()}`, { intent: "share" }, other.cookie);
    expect(madeUp.status).toBe(404);

    expect(await rowsOf(owner.id)).toEqual(before);
    // A's share link still works for anyone holding it; B got no link, no set, no submission.
    expect((await app.request(shareUrl!)).status).toBe(200);
    expect(await db.select().from(shareLinks).where(eq(shareLinks.userId, other.id))).toEqual([]);
    expect(await db.select().from(flashcardSets).where(eq(flashcardSets.userId, other.id))).toEqual([]);
    expect(await db.select({ n: count() }).from(submissions).where(eq(submissions.userId, other.id))).toEqual(otherSubmissionsBefore);
  });

  it("B2: a submit carrying user_id of another student makes the submission the sender's own", async () => {
    const owner = await app.signedInStudent({ plan: "premium" });
    const sender = await app.signedInStudent({ plan: "premium" });
    const before = await rowsOf(owner.id);
    const answer = await app.postForm(
      "/subjects/english-literature",
      {
        board: "aqa",
        paperId: "paper-1",
        questionTypeId: "shakespeare",
        questionText: MACBETH.questionText,
        sourceText: MACBETH.sourceText ?? "",
        answerText: MACBETH.answers.middling,
        idempotencyKey: randomUUID(),
        user_id: owner.id,
        userId: owner.id,
      },
      sender.cookie,
    );
    expect(answer.status).toBe(302);
    const submissionId = /^\/marking-results\/([\w-]+)$/.exec(answer.headers.get("Location") ?? "")?.[1];
    const [row] = await db.select({ userId: submissions.userId }).from(submissions).where(eq(submissions.id, submissionId!));
    expect(row?.userId).toBe(sender.id);
    expect(await rowsOf(owner.id)).toEqual(before);
    // And the owner named in the body cannot open it.
    expect((await app.request(`/marking-results/${submissionId}`, { cookie: owner.cookie })).status).toBe(404);
  });
});
