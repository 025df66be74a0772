import { count, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { createPaper, listPapers } from "~/features/papers/papers.server";
import { findPaperProblem, type PaperDraft } from "~/features/papers/paper-schema";
import { PAPER_LIMITS, PAPER_MESSAGES } from "~/features/papers/rules";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { practicePapers, practiceQuestions, subscriptions } from "~/platform/db/schema";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import PracticePaperCreator, { action, loader, PAPER_DELETED } from "./aipractisepaper";
import { loader as exportPdf } from "./aipractisepaper.export-pdf";
import { loader as exportTxt } from "./aipractisepaper.export-txt";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

type Student = Awaited<ReturnType<typeof createStudent>>;

const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});

async function withPlan(plan: "basic" | "standard" | "premium") {
  const student = await createStudent(db);
  await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan, status: "active" });
  return student;
}

async function load(student: Student) {
  return loader({ request: new Request("http://marker.test/aipractisepaper"), context: contextFor(student), params: {} } as unknown as Parameters<typeof loader>[0]);
}

type Row = { text: string; marks?: string; questionType?: string; guidance?: string; answerKey?: string };

async function post(student: Student, fields: Record<string, string>, rows: Row[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const row of rows) {
    body.append("questionText", row.text);
    body.append("marks", row.marks ?? "1");
    body.append("questionType", row.questionType ?? "essay");
    body.append("guidance", row.guidance ?? "");
    body.append("answerKey", row.answerKey ?? "");
  }
  const request = new Request("http://marker.test/aipractisepaper", { method: "POST", body });
  return (await action({ request, context: contextFor(student), params: {} } as unknown as Parameters<typeof action>[0])) as unknown;
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}
const bodyOf = (result: unknown) => (result as { data: { ok: boolean; form: string; formError?: string; draft?: { title: string; questions: Row[] } } }).data;

async function papersOf(userId: string) {
  const [row] = await db.select({ n: count() }).from(practicePapers).where(eq(practicePapers.userId, userId));
  return row?.n ?? 0;
}

const exportOf = (student: Student, paperId: string) =>
  exportTxt({
    request: new Request(`http://marker.test/aipractisepaper/${paperId}/export.txt`),
    context: contextFor(student),
    params: { paperId },
  } as unknown as Parameters<typeof exportTxt>[0]);
const pdfOf = (student: Student, paperId: string) =>
  exportPdf({
    request: new Request(`http://marker.test/aipractisepaper/${paperId}/export.pdf`),
    context: contextFor(student),
    params: { paperId },
  } as unknown as Parameters<typeof exportPdf>[0]);

describe("/aipractisepaper", () => {
  it("creates a paper for a Standard student (blank questions dropped, marks falling back to 1) and lists it newest first", async () => {
    const student = await withPlan("standard");
    expect(await load(student)).toMatchObject({ email: student.email, gate: { allowed: true }, papers: [] });
    await createPaper(db, student.id, { title: "First", questions: [{ text: "Q" }] });
    const result = await post(student, { intent: "create", title: "Macbeth", subject: "English Literature", examBoard: "OCR" }, [
      { text: "Ambition?", marks: "abc" },
      { text: "   ", marks: "9" },
      { text: "Who?", marks: "4", questionType: "short_answer", guidance: "Name him" },
    ]);
    expect(statusOf(result)).toBe(302);
    const data = await load(student);
    expect(data.papers.map((paper) => paper.title)).toEqual(["Macbeth", "First"]);
    // The list, at the new paper, which the query names by id so the page can say it was created, and how many blank
    // questions were left out (a count, never text).
    const made = data.papers[0]!.id;
    expect((result as Response).headers.get("Location")).toBe(`/aipractisepaper?created=${made}&left-out=1#paper-${made}-title`);
    expect(data.papers[0]).toMatchObject({
      subject: "English Literature",
      examBoard: "OCR",
      questions: [
        { text: "Ambition?", marks: 1, questionType: "essay", guidance: null },
        { text: "Who?", marks: 4, questionType: "short_answer", guidance: "Name him" },
      ],
    });
  });

  it("sends a refused draft back with 'Please fill in all required fields' and everything typed", async () => {
    const student = await withPlan("standard");
    const result = await post(student, { intent: "create", title: "", subject: "History", examBoard: "WJEC" }, [{ text: "Typed", marks: "3" }]);
    expect(statusOf(result)).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      ok: false,
      form: "create",
      formError: PAPER_MESSAGES.required,
      draft: { title: "", subject: "History", examBoard: "WJEC", questions: [{ text: "Typed", marks: "3" }] },
    });
    expect(await papersOf(student.id)).toBe(0);
  });

  it("refuses marks of 0 or 2.7 and a question or source longer than marking takes, with the message and everything typed", async () => {
    const student = await withPlan("standard");
    for (const marks of ["0", "2.7"]) {
      const result = await post(student, { intent: "create", title: "Marks", subject: "History", examBoard: "AQA" }, [
        { text: "Describe the Schlieffen Plan.", marks: "4" },
        { text: "Explain why the plan failed.", marks },
      ]);
      expect(statusOf(result)).toBe(400);
      expect(bodyOf(result)).toMatchObject({
        ok: false,
        form: "create",
        formError: "Marks must be a whole number from 1 to 100.",
        draft: { title: "Marks", questions: [{ text: "Describe the Schlieffen Plan.", marks: "4" }, { text: "Explain why the plan failed.", marks }] },
      });
    }
    const long = "Q".repeat(PAPER_LIMITS.questionCharacters + 1);
    expect(PAPER_LIMITS.questionCharacters).toBe(2_000);
    const refused = await post(student, { intent: "create", title: "Long" }, [{ text: long, marks: "10" }]);
    expect(bodyOf(refused)).toMatchObject({ ok: false, formError: PAPER_MESSAGES.questionTooLong(2_000), draft: { questions: [{ text: long }] } });
    expect(await papersOf(student.id)).toBe(0);
  });

  it("adds and removes question rows without JavaScript, saving nothing", async () => {
    const student = await withPlan("standard");
    const added = bodyOf(await post(student, { intent: "add-question", title: "T" }, [{ text: "one" }]));
    expect(added.draft?.questions.map((row) => row.text)).toEqual(["one", ""]);
    const removed = bodyOf(await post(student, { intent: "remove-question:0", title: "T" }, [{ text: "one" }, { text: "two" }]));
    expect(removed.draft?.questions.map((row) => row.text)).toEqual(["two"]);
    const kept = bodyOf(await post(student, { intent: "remove-question:0", title: "T" }, [{ text: "only" }]));
    expect(kept.draft?.questions.map((row) => row.text)).toEqual(["only"]);
    expect(await papersOf(student.id)).toBe(0);
  });

  it("B4: a trial or Basic student sees the gate, and every action answers 403 with the upgrade message, writing nothing", async () => {
    const trial = await createStudent(db);
    const basic = await withPlan("basic");
    const other = await withPlan("standard");
    const { value: made } = (await createPaper(db, other.id, { title: "Theirs", questions: [{ text: "Q" }] })) as { value: { paperId: string } };
    for (const student of [trial, basic]) {
      expect(await load(student)).toMatchObject({ gate: { allowed: false, requiredPlan: "Standard", hasPlan: true }, papers: [] });
      const attempts: Record<string, string>[] = [{ intent: "create", title: "T" }, { intent: "delete", paperId: made.paperId }, { intent: "add-question", title: "T" }];
      for (const fields of attempts) {
        const result = await post(student, fields, [{ text: "Q" }]);
        expect(statusOf(result)).toBe(403);
        expect(bodyOf(result).formError).toBe("Upgrade to Standard plan to access this feature");
      }
      expect(await papersOf(student.id)).toBe(0);
      expect((await exportOf(student, made.paperId)).status).toBe(403);
      expect((await pdfOf(student, made.paperId)).status).toBe(403);
    }
    expect(await papersOf(other.id)).toBe(1);
  });

  it("B2: another student's paper by id is 404 for delete and export, and stays", async () => {
    const owner = await withPlan("standard");
    const intruder = await withPlan("premium");
    const { value: made } = (await createPaper(db, owner.id, { title: "Mine", questions: [{ text: "Q" }] })) as { value: { paperId: string } };
    const result = await post(intruder, { intent: "delete", paperId: made.paperId });
    expect(statusOf(result)).toBe(404);
    expect(bodyOf(result).formError).toBe(PAPER_MESSAGES.notFound);
    expect((await exportOf(intruder, made.paperId)).status).toBe(404);
    expect((await exportOf(intruder, "not-a-uuid")).status).toBe(404);
    expect((await pdfOf(intruder, made.paperId)).status).toBe(404);
    expect(await papersOf(owner.id)).toBe(1);
    expect((await load(intruder)).papers).toEqual([]);
  });

  it("deletes the student's own paper with its questions", async () => {
    const student = await withPlan("standard");
    const { value: made } = (await createPaper(db, student.id, { title: "Gone", questions: [{ text: "Q" }, { text: "R" }] })) as { value: { paperId: string } };
    const result = await post(student, { intent: "delete", paperId: made.paperId });
    expect(statusOf(result)).toBe(302);
    expect(await papersOf(student.id)).toBe(0);
    const [questions] = await db.select({ n: count() }).from(practiceQuestions).where(eq(practiceQuestions.paperId, made.paperId));
    expect(questions?.n).toBe(0);
  });

  it("after a delete, the list says the paper was deleted, at its heading, which can take the focus", async () => {
    const student = await withPlan("standard");
    const { value: made } = (await createPaper(db, student.id, { title: "Gone too", questions: [{ text: "Q" }] })) as { value: { paperId: string } };
    const result = await post(student, { intent: "delete", paperId: made.paperId });
    expect(statusOf(result)).toBe(302);
    const location = (result as Response).headers.get("Location");
    expect(location).toBe("/aipractisepaper?deleted=1#papers-heading");
    // The page the browser lands on: the notice in the live region, and the list's heading focusable (the page
    // moves focus there once it has loaded, as the paper and its dialog's Delete button are gone).
    const loaderData = await load(student);
    type Props = Parameters<typeof PracticePaperCreator>[0];
    const element = createElement(PracticePaperCreator, { loaderData, actionData: undefined, params: {}, matches: [] } as unknown as Props);
    const router = createMemoryRouter([{ path: "/aipractisepaper", element }], { initialEntries: [location!] });
    const html = renderToString(createElement(RouterProvider, { router })).replaceAll("<!-- -->", "");
    expect(html).toMatch(new RegExp(`<div aria-live="polite"><div role="status"[^>]*>${PAPER_DELETED}</div></div>`));
    expect(html).toMatch(/<h2 id="papers-heading" tabindex="-1"[^>]*>Your Practice Papers \(0\)<\/h2>/);
    expect(PAPER_DELETED).toBe("Practice paper deleted.");
  });

  it("refuses a multiple-choice answer key naming a letter the question does not offer, under that field, keeping what was typed", async () => {
    const student = await withPlan("standard");
    const question = "Which character is the Inspector?\nA) Goole\nB) Birling";
    const refused = await post(student, { intent: "create", title: "Quiz", subject: "English Literature", examBoard: "AQA" }, [
      { text: "Who is Eric's father?", marks: "2", questionType: "short_answer" },
      { text: question, marks: "1", questionType: "multiple_choice", answerKey: "Z" },
    ]);
    expect(statusOf(refused)).toBe(400);
    expect(bodyOf(refused)).toMatchObject({ ok: false, form: "create", formError: PAPER_MESSAGES.badAnswerKey });
    const draft = (bodyOf(refused) as unknown as { draft: PaperDraft }).draft;
    // (A form's newlines arrive as CRLF, as a browser sends them.)
    expect({ ...draft.questions[1], text: draft.questions[1]?.text.replace(/\r\n/g, "\n") }).toMatchObject({ text: question, answerKey: "Z" });
    // The form puts the message under the second question's Answer Key.
    expect(findPaperProblem(draft)).toEqual({ message: PAPER_MESSAGES.badAnswerKey, field: { name: "answerKey", question: 1 } });
    expect(await papersOf(student.id)).toBe(0);
    // A key among the options is saved; so is any key of a question that lists no options (its answer is typed).
    for (const [text, key] of [[question, "a"], ["Which letter names the Inspector on your sheet?", "Z"]] as const) {
      expect(statusOf(await post(student, { intent: "create", title: `Quiz ${key}`, subject: "English Literature", examBoard: "AQA" }, [{ text, marks: "1", questionType: "multiple_choice", answerKey: key }]))).toBe(302);
    }
    const saved = await db.select({ answerKey: practiceQuestions.answerKey }).from(practiceQuestions).where(eq(practiceQuestions.userId, student.id));
    expect(saved.map((row) => row.answerKey).sort()).toEqual(["A", "Z"]);
  });

  it("exports the student's paper as the spec's .txt, named from the title", async () => {
    const student = await withPlan("standard");
    const { value: made } = (await createPaper(db, student.id, {
      title: "Mock: Paper 1",
      subject: "History",
      examBoard: "Edexcel",
      questions: [{ text: "Explain why…", marks: "12", questionType: "essay", guidance: "Two causes" }],
    })) as { value: { paperId: string } };
    const response = await exportOf(student, made.paperId);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="mock__paper_1.txt"');
    const text = await response.text();
    expect(text.split("\n").slice(0, 2)).toEqual(["Mock: Paper 1", "History - Edexcel"]);
    expect(text).toContain("Question 1 (12 marks)\nType: Essay Question\nExplain why…\nAnswer Guidance: Two causes\n");
    expect(text.endsWith("Total Marks: 12\n")).toBe(true);

    const pdf = await pdfOf(student, made.paperId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe('attachment; filename="mock__paper_1.pdf"');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("keeps to the papers-per-student limit and the write rate limit with clear messages", async () => {
    const student = await withPlan("standard");
    await db.insert(practicePapers).values(Array.from({ length: PAPER_LIMITS.papersPerUser }, (_, index) => ({ userId: student.id, title: `P${index}`, subject: "History", examBoard: "AQA" })));
    const full = await post(student, { intent: "create", title: "One more" }, [{ text: "Q" }]);
    expect(statusOf(full)).toBe(409);
    expect(bodyOf(full).formError).toBe(PAPER_MESSAGES.tooManyPapers(PAPER_LIMITS.papersPerUser));
    expect(await papersOf(student.id)).toBe(PAPER_LIMITS.papersPerUser);

    const quick = await withPlan("standard");
    for (let index = 0; index < PAPER_LIMITS.writesPerMinute; index++) {
      expect((await createPaper(db, quick.id, { title: `P${index}`, questions: [{ text: "Q" }] })).ok).toBe(true);
    }
    const refused = await post(quick, { intent: "create", title: "Too quick" }, [{ text: "Q" }]);
    expect(statusOf(refused)).toBe(429);
    expect(bodyOf(refused).formError).toBe(PAPER_MESSAGES.tooQuick);
    expect((await listPapers(db, quick.id)).ok && (await papersOf(quick.id))).toBe(PAPER_LIMITS.writesPerMinute);
  });
});
