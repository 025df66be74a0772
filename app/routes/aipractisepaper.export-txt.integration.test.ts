import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { INVENTED_FOR_PRACTICE } from "~/features/generation/offline/practice-sources";
import { createPaper } from "~/features/papers/papers.server";
import type { PaperDraft } from "~/features/papers/paper-schema";
import { setModelCaller } from "~/platform/ai/model-caller.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { practicePapers, subscriptions } from "~/platform/db/schema";
import { pdfTextRuns } from "~/platform/pdf/pdf-text.test-support";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";

import { action } from "./aipractisepaper";
import { loader as exportPdf } from "./aipractisepaper.export-pdf";
import { loader as exportTxt } from "./aipractisepaper.export-txt";

// Audit of built practice papers: a student builds Edexcel History Paper 1 (Crime and punishment, the audit's paper),
// saves it and downloads it. Question 4 prints the two prompts its guidance speaks of (finding 1); the .txt says which
// questions the shared sources are for, before the first of them, says once where each source comes from, and gives
// the time allowed as the PDF does, for a hand-made paper too (finding 2).

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const db = database.db;

afterEach(() => setModelCaller(undefined));

type Student = Awaited<ReturnType<typeof createStudent>>;

const contextFor = (student: Student) => ({
  session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } },
});

async function standardStudent() {
  const student = await createStudent(db);
  await db.insert(subscriptions).values({ userId: student.id, customerId: `cus_${student.id.slice(0, 8)}`, plan: "standard", status: "active" });
  return student;
}

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function post(student: Student, body: FormData) {
  const request = new Request("http://marker.test/aipractisepaper", { method: "POST", body });
  return (await action({ request, context: contextFor(student), params: {} } as unknown as Parameters<typeof action>[0])) as unknown;
}

/** The create form as the browser posts the built draft, unedited. */
function createForm(draft: PaperDraft) {
  const body = form({ intent: "create", title: draft.title, subject: draft.subject, examBoard: draft.examBoard });
  const ref = draft.catalogueRef;
  if (ref) {
    body.append("catalogueSubjectId", ref.subjectId);
    body.append("catalogueBoardId", ref.boardId);
    body.append("cataloguePaperId", ref.paperId);
    body.append("catalogueTopicId", ref.topicId ?? "");
  }
  for (const row of draft.questions) {
    body.append("questionText", row.text);
    body.append("marks", row.marks);
    body.append("questionType", row.questionType);
    body.append("guidance", row.guidance);
    body.append("label", row.label ?? "");
    body.append("sourceText", row.sourceText ?? "");
    body.append("answerKey", row.answerKey ?? "");
    body.append("catalogueQuestionTypeId", row.catalogueQuestionTypeId ?? "");
  }
  return body;
}

const download = async (student: Student, paperId: string) => {
  const args = { context: contextFor(student), params: { paperId } };
  const text = await (await exportTxt({ ...args, request: new Request(`http://marker.test/aipractisepaper/${paperId}/export.txt`) } as unknown as Parameters<typeof exportTxt>[0])).text();
  const pdf = await exportPdf({ ...args, request: new Request(`http://marker.test/aipractisepaper/${paperId}/export.pdf`) } as unknown as Parameters<typeof exportPdf>[0]);
  return { text, pdfRuns: pdfTextRuns(new Uint8Array(await (pdf as Response).arrayBuffer())) };
};

describe("a built Edexcel History Paper 1, saved and downloaded", () => {
  it("prints Question 4's two prompts; the .txt names the sources' questions, says once where each comes from, and gives the PDF's time", async () => {
    setModelCaller(null);
    const student = await standardStudent();
    const built = (await post(student, form({ intent: "build", buildSubject: "history", buildBoard: "edexcel", buildPaper: "paper-1", buildTopic: "crime-and-punishment" }))) as {
      data: { draft: PaperDraft };
    };
    const draft = built.data.draft;
    const q4 = draft.questions.find((row) => row.catalogueQuestionTypeId === "q4-explain-why");
    expect(q4?.guidance).toMatch(/two prompts on the paper/);
    const q4Lines = q4?.text.split("\n") ?? [];
    expect(q4Lines[0]).toMatch(/^Explain why .+\.$/);
    expect(q4Lines.slice(1, 2).concat(q4Lines.slice(4))).toEqual(["You may use the following in your answer:", "You must also use information of your own."]);
    expect(q4Lines.slice(2, 4).every((line) => /^• \S/.test(line))).toBe(true);

    expect(((await post(student, createForm(draft))) as Response).status).toBe(302);
    const [paper] = await db.select().from(practicePapers).where(eq(practicePapers.userId, student.id));
    const { text, pdfRuns } = await download(student, paper!.id);
    const lines = text.split("\n");

    // The shared Source A and Source B: under the line naming their questions, after Question 1, before 2(a).
    const heading = lines.indexOf("Source for Question 2(a) to Question 2(b)");
    expect(heading).toBeGreaterThan(lines.indexOf("Question 1 (4 marks)"));
    expect(heading).toBeLessThan(lines.indexOf("Question 2(a) (8 marks)"));
    expect(lines[heading + 1]).toBe("Source A");
    expect(lines).not.toContain("Source:");
    expect(pdfRuns).toContain("Source for Question 2(a) to Question 2(b)");

    // Where each source comes from, once: the opening line says Marker wrote it; no closing "(From ..., invented ...)".
    expect(text.match(/Marker wrote this source for practice on [^:]+: it is not a real historical document\./g)).toHaveLength(2);
    expect(text).not.toContain(INVENTED_FOR_PRACTICE);

    // Question 4 as built, prompts and all.
    expect(text).toContain(`Question 4 (12 marks)\nType: Essay Question\n${q4?.text}\n`);

    // The time, as the PDF gives it.
    expect(lines[3]).toBe("Time allowed: 1 hour 20 minutes");
    expect(pdfRuns).toContain("Time allowed: 1 hour 20 minutes");
  });

  it("a hand-made paper's .txt gives the time its PDF gives", async () => {
    const student = await standardStudent();
    const made = await createPaper(db, student.id, {
      title: "Long mock",
      subject: "History",
      examBoard: "AQA",
      questions: [
        { text: "Explain why the Armada failed.", marks: "100", questionType: "essay" },
        { text: "Name the queen.", marks: "3", questionType: "short_answer" },
      ],
    });
    if (!made.ok) throw new Error(made.message);
    const { text, pdfRuns } = await download(student, made.value.paperId);
    expect(text.split("\n")[3]).toBe("Time allowed: 155 minutes");
    expect(pdfRuns).toContain("Time allowed: 155 minutes");
  });
});
