import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { REPEATED_FORM_FIELDS } from "~/entry.server";
import { startAttempt } from "~/features/papers/attempts.server";
import { createPaper } from "~/features/papers/papers.server";
import { flashcardSets, practiceAttemptAnswers, practiceQuestions, profiles } from "~/platform/db/schema";

import routeConfig from "../../routes";
import { startHttpApp } from "../../../tests/support/http-app";
import { BODY_REFUSED } from "../forms/strict-body.server";
import { unsafeFieldIn } from "./form-fields.server";

/**
 * C4 for every form of the app: a prototype key or a single field sent twice is refused with 400 before
 * any route reads the form (form-fields.server.ts), whichever action it is posted to, urlencoded or
 * multipart; the fields a form sends once per row still repeat.
 */

const app = await startHttpApp();
const db = app.database.db;

type RouteEntry = { path?: string; index?: boolean; file: string };

/** Every route whose module has an action, with its path's parameters filled in. */
function actionPaths(): string[] {
  return (routeConfig as RouteEntry[])
    .filter((entry) => /export (async )?function action\b|export const action\b/.test(readFileSync(resolve("app", entry.file), "utf8")))
    .map((entry) => `/${entry.index ? "" : (entry.path ?? "")}`.replace(/:[A-Za-z]+/g, randomUUID()).replace("*", "no-such-page"));
}

const post = (path: string, cookie: string, contentType: string, body: string | FormData) =>
  app.request(path, {
    method: "POST",
    cookie,
    headers: { ...(typeof body === "string" ? { "Content-Type": contentType } : {}), Origin: app.origin, Accept: "application/json" },
    body,
  });

async function expectRefused(response: Response, what: string) {
  expect(response.status, what).toBe(400);
  expect(((await response.json()) as { error?: { message?: string } }).error?.message, what).toBe(BODY_REFUSED);
}

describe("C4: every form body is read strictly", () => {
  it("C4: every action refuses a prototype key or a field sent twice, urlencoded or multipart, before its route reads it", async () => {
    const student = await app.signedInStudent({ plan: "premium" });
    const paths = actionPaths();
    // The route table's actions, so a new form is covered as soon as it exists.
    expect(paths.length).toBeGreaterThanOrEqual(25);
    expect(paths).toEqual(expect.arrayContaining(["/setup", "/auth", "/reset-password", "/profile", "/flashcards", "/aipractisepaper", "/progress", "/study-plan", "/pricing"]));
    for (const path of paths) {
      for (const body of ["intent=save&__proto__[polluted]=1", "constructor[prototype][polluted]=1", "a.__proto__.b=1", "intent=save&intent=delete", "title=A&title=B"]) {
        await expectRefused(await post(path, student.cookie, "application/x-www-form-urlencoded", body), `${path} ${body}`);
        await expectRefused(await post(`${path}.data`, student.cookie, "application/x-www-form-urlencoded", body), `${path}.data ${body}`);
      }
      const multipart = new FormData();
      multipart.append("intent", "remove");
      multipart.append("__proto__[polluted]", "1");
      await expectRefused(await post(path, student.cookie, "multipart/form-data", multipart), `${path} multipart prototype key`);
      const repeated = new FormData();
      repeated.append("password", "one");
      repeated.append("password", "two");
      await expectRefused(await post(path, student.cookie, "multipart/form-data", repeated), `${path} multipart repeated field`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("C4: a refused form changes nothing: setup with two boards, sign-in with two addresses", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const [before] = await db.select().from(profiles).where(eq(profiles.userId, student.id));
    await expectRefused(await post("/setup", student.cookie, "application/x-www-form-urlencoded", "board=ocr&board=wjec&ageConfirmed=on"), "setup");
    const [after] = await db.select().from(profiles).where(eq(profiles.userId, student.id));
    expect(after).toEqual(before);

    const signIn = await post("/auth", "", "application/x-www-form-urlencoded", new URLSearchParams([["intent", "signin"], ["email", student.email], ["email", "other@example.com"], ["password", student.password]]).toString());
    await expectRefused(signIn, "sign-in");
    expect(signIn.headers.get("set-cookie")).toBeNull();
  });

  it("C4: the fields a form sends once per row still repeat; its single fields do not", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const rows = new URLSearchParams([
      ["intent", "create"],
      ["title", "Macbeth quotes"],
      ["front", "Vaulting ambition"],
      ["back", "Macbeth, Act 1 Scene 7"],
      ["front", "Out, damned spot!"],
      ["back", "Lady Macbeth, Act 5 Scene 1"],
    ]);
    const created = await post("/flashcards", student.cookie, "application/x-www-form-urlencoded", rows.toString());
    expect(created.status).toBeLessThan(400);
    const sets = await db.select().from(flashcardSets).where(eq(flashcardSets.userId, student.id));
    expect(sets.map((set) => set.title)).toEqual(["Macbeth quotes"]);

    rows.append("title", "A second title");
    await expectRefused(await post("/flashcards", student.cookie, "application/x-www-form-urlencoded", rows.toString()), "two titles");
    expect(await db.select().from(flashcardSets).where(eq(flashcardSets.userId, student.id))).toHaveLength(1);
  });

  it("C4: which field names are refused, and where rows may repeat", () => {
    const never = () => false;
    expect(unsafeFieldIn(["a", "b", "c"], never)).toBeNull();
    expect(unsafeFieldIn(["__proto__"], never)).toMatch(/prototype/);
    expect(unsafeFieldIn(["x[constructor]"], never)).toMatch(/prototype/);
    expect(unsafeFieldIn(["x.prototype.y"], never)).toMatch(/prototype/);
    expect(unsafeFieldIn(["protoType", "constructors", "__proto"], never)).toBeNull();
    expect(unsafeFieldIn(["a", "a"], never)).toMatch(/more than once/);
    const rule = (path: string) => REPEATED_FORM_FIELDS.find((candidate) => candidate.matches(path));
    expect(rule("/flashcards")?.repeats("front")).toBe(true);
    expect(rule("/flashcards")?.repeats("title")).toBe(false);
    expect(rule("/aipractisepaper")?.repeats("questionText")).toBe(true);
    expect(rule("/aipractisepaper")?.repeats("paperId")).toBe(false);
    expect(rule(`/aipractisepaper/attempts/${randomUUID()}`)?.repeats("answer-q1")).toBe(true);
    expect(rule(`/aipractisepaper/attempts/${randomUUID()}`)?.repeats("present-q1")).toBe(false);
    expect(rule(`/aipractisepaper/attempts/${randomUUID()}/result`)?.repeats("answer-q1")).toBe(true);
    expect(rule(`/aipractisepaper/attempts/${randomUUID()}/result`)?.repeats("intent")).toBe(false);
    expect(rule("/profile")).toBeUndefined();
  });

  it("C4: a paper is handed in with a multiple-choice question's several ticked boxes (its field once a box)", async () => {
    const student = await app.signedInStudent({ plan: "premium" });
    const paper = await createPaper(db, student.id, {
      title: "Language Paper 2",
      questions: [{ text: "Choose four true statements.\nA) One\nB) Two\nC) Three\nD) Four\nE) Five", marks: "4", questionType: "multiple_choice", answerKey: "A, B, D, E" }],
    });
    if (!paper.ok) throw new Error(paper.message);
    const [choice] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.paperId, paper.value.paperId));
    const started = await startAttempt(db, student.id, paper.value.paperId);
    if (!started.ok) throw new Error(started.message);
    const body = new URLSearchParams([["intent", "submit"], [`present-${choice!.id}`, "1"], ...["A", "B", "D", "E"].map((letter) => [`answer-${choice!.id}`, letter])]);
    const handedIn = await app.request(`/aipractisepaper/attempts/${started.value.attemptId}/result`, {
      method: "POST",
      cookie: student.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin },
      body: body.toString(),
    });
    expect(handedIn.status).toBe(302);
    const [answer] = await db.select().from(practiceAttemptAnswers).where(eq(practiceAttemptAnswers.questionId, choice!.id));
    expect(answer?.choiceMarks).toBe(4);
  });
});
