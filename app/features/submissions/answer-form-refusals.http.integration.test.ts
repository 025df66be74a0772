import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { describe, expect, it } from "vitest";

import { submissions, usageDays } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { markingsUsedToday } from "../../../tests/support/factories";
import { startHttpApp } from "../../../tests/support/http-app";

import { SUBMISSION_MESSAGES } from "./submission-rules";

/**
 * The answer form's refusals over HTTP, as a browser meets them: the page drawn with a refusal (a form
 * posted without the page's script) and the reply the page's script gets (`.data`).
 */

const app = await startHttpApp();
const db = app.database.db;

const FORM = {
  board: "aqa",
  paperId: "paper-1",
  questionTypeId: "shakespeare",
  questionText: "Starting with this extract, how does Shakespeare present ambition?",
  sourceText: "I have no spur / To prick the sides of my intent",
  answerText: "Shakespeare presents ambition as a destructive force that corrupts Macbeth.",
};

/** The page's text as a reader sees it (React's joins between text pieces removed, entities read). */
const readable = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

async function storedFor(userId: string) {
  return db.select({ id: submissions.id }).from(submissions).where(eq(submissions.userId, userId));
}

/** What the page's script receives for a submit: React Router's single-fetch reply, decoded as the browser does. */
async function postFromScript(fields: Record<string, string>, cookie: string) {
  const response = await app.postForm("/subjects/english-literature.data", fields, cookie);
  const decoded = await decodeViaTurboStream(response.body!, globalThis);
  await decoded.done;
  return { status: response.status, reply: (decoded.value as { data?: unknown }).data as Record<string, unknown> };
}

describe("the answer form's refusals over HTTP", () => {
  it("an answer, question or extract of only invisible characters is refused as empty, and no marking is spent (decision 005)", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const invisible = "\u200b\u200c\u200d\u2060\ufeff\u00ad \n";
    const refused = await app.postForm(
      "/subjects/english-literature",
      { ...FORM, questionText: invisible, sourceText: invisible, answerText: invisible, idempotencyKey: randomUUID() },
      student.cookie,
    );
    expect(refused.status).toBe(400);
    const page = readable(await refused.text());
    expect(page).toContain(SUBMISSION_MESSAGES.questionRequired);
    expect(page).toContain(SUBMISSION_MESSAGES.sourceRequired("Extract"));
    expect(page).toContain(SUBMISSION_MESSAGES.answerRequired);
    // The answer alone invisible, from the page's script: the same message, and still nothing spent.
    const fromScript = await postFromScript({ ...FORM, answerText: "\u200b\u200b\u200b", idempotencyKey: randomUUID() }, student.cookie);
    expect(fromScript.status).toBe(400);
    expect(fromScript.reply.fieldErrors).toEqual({ answerText: SUBMISSION_MESSAGES.answerRequired });
    expect(await storedFor(student.id)).toHaveLength(0);
    expect(await markingsUsedToday(db, student.id)).toBe(0);
  });

  it("a refusal for the allowance brings back today's usage (0 left) with what was typed, for the page's script", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    await db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: 15 });
    const { status, reply } = await postFromScript({ ...FORM, idempotencyKey: randomUUID() }, student.cookie);
    expect(status).toBe(429);
    expect(reply.formError).toMatch(/^You have used all 15 markings for today\. Your allowance resets on \d{1,2} \w+ \d{4}\.$/);
    expect(reply.usage).toMatchObject({ remaining: 0, cap: 15, unlimited: false });
    expect(reply.values).toMatchObject(FORM);
    expect(await storedFor(student.id)).toHaveLength(0);
  });

  it("the page drawn with a refusal keeps every field: board, paper, question type, question, extract and answer", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const tooLong = `${FORM.answerText} ${"and more ".repeat(2_300)}`;
    const refused = await app.postForm("/subjects/english-literature", { ...FORM, answerText: tooLong, idempotencyKey: randomUUID() }, student.cookie);
    expect(refused.status).toBe(400);
    const page = readable(await refused.text());
    expect(page).toContain(SUBMISSION_MESSAGES.answerTooLong);
    expect(page).toMatch(/<option value="aqa" selected="">/);
    expect(page).toMatch(/<option value="paper-1" selected="">/);
    expect(page).toMatch(/<option value="shakespeare" selected="">/);
    expect(page).toContain(`>${FORM.questionText}</textarea>`);
    expect(page).toContain(`>${FORM.sourceText}</textarea>`);
    expect(page).toContain(`>${tooLong}</textarea>`);
    expect(page).toContain("15 of 15 markings remaining today.");
    expect(await markingsUsedToday(db, student.id)).toBe(0);
  });
});
