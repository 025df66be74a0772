import { and, asc, count, desc, eq, inArray } from "drizzle-orm";

import type { Db, DbOrTx } from "~/platform/db/client.server";
import { practicePapers, practiceQuestions, user } from "~/platform/db/schema";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";

import { checkPaperDraft, type CatalogueRef } from "./paper-schema";
import { resolveCatalogueRef } from "./paper-skeleton";
import { PAPER_LIMITS, PAPER_MESSAGES, type QuestionType } from "./rules";

/**
 * A student's practice papers: list, create, delete, and one paper for its export. Every query is scoped
 * by the student's id; another student's paper answers NOT_FOUND and changes nothing. Writes count
 * against a per-minute limit.
 */

export interface QuestionView {
  id: string;
  text: string;
  marks: number;
  questionType: QuestionType;
  guidance: string | null;
  /** Built papers: the paper's own number ("Question 1", "A2"), the source, the catalogue question type, the multiple-choice key. */
  label: string | null;
  sourceText: string | null;
  catalogueQuestionTypeId: string | null;
  answerKey: string | null;
}

export interface PaperView {
  id: string;
  title: string;
  subject: string;
  examBoard: string;
  /** The real paper's time for a paper built from the catalogue; null for a hand-made one. */
  timeAllowedMinutes: number | null;
  catalogueRef: CatalogueRef | null;
  createdAt: Date;
  updatedAt: Date;
  questions: QuestionView[];
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const PAPER_COLUMNS = {
  id: practicePapers.id,
  title: practicePapers.title,
  subject: practicePapers.subject,
  examBoard: practicePapers.examBoard,
  timeAllowedMinutes: practicePapers.timeAllowedMinutes,
  catalogueRef: practicePapers.catalogueRef,
  createdAt: practicePapers.createdAt,
  updatedAt: practicePapers.updatedAt,
};

async function withQuestions(db: DbOrTx, userId: string, papers: Omit<PaperView, "questions">[]): Promise<PaperView[]> {
  if (papers.length === 0) return [];
  const rows = await db
    .select({
      id: practiceQuestions.id,
      paperId: practiceQuestions.paperId,
      text: practiceQuestions.text,
      marks: practiceQuestions.marks,
      questionType: practiceQuestions.questionType,
      guidance: practiceQuestions.guidance,
      label: practiceQuestions.label,
      sourceText: practiceQuestions.sourceText,
      catalogueQuestionTypeId: practiceQuestions.catalogueQuestionTypeId,
      answerKey: practiceQuestions.answerKey,
    })
    .from(practiceQuestions)
    .where(and(eq(practiceQuestions.userId, userId), inArray(practiceQuestions.paperId, papers.map((paper) => paper.id))))
    .orderBy(asc(practiceQuestions.position));
  const byPaper = new Map<string, QuestionView[]>(papers.map((paper) => [paper.id, []]));
  for (const { paperId, ...question } of rows) byPaper.get(paperId)?.push({ ...question, questionType: question.questionType as QuestionType });
  return papers.map((paper) => ({ ...paper, questions: byPaper.get(paper.id) ?? [] }));
}

/** The student's papers, newest first, each with its questions in order. */
export async function listPapers(db: DbOrTx, userId: string): Promise<Result<PaperView[]>> {
  const papers = await db
    .select(PAPER_COLUMNS)
    .from(practicePapers)
    .where(eq(practicePapers.userId, userId))
    .orderBy(desc(practicePapers.createdAt), desc(practicePapers.id));
  return ok(await withQuestions(db, userId, papers));
}

/** One of the student's papers (for its export); another student's is NOT_FOUND. */
export async function getPaper(db: DbOrTx, userId: string, paperId: string): Promise<Result<PaperView>> {
  if (!isUuid(paperId)) return fail("NOT_FOUND", PAPER_MESSAGES.notFound);
  const papers = await db
    .select(PAPER_COLUMNS)
    .from(practicePapers)
    .where(and(eq(practicePapers.userId, userId), eq(practicePapers.id, paperId)));
  const [paper] = await withQuestions(db, userId, papers);
  return paper ? ok(paper) : fail("NOT_FOUND", PAPER_MESSAGES.notFound);
}

async function takeWrite(db: Db, userId: string): Promise<Result> {
  const limit = await consumeRateLimit(db, { key: `papers:write:user:${userId}`, limit: PAPER_LIMITS.writesPerMinute, windowSeconds: 60 });
  if (!limit.allowed) return fail("RATE_LIMITED", PAPER_MESSAGES.tooQuick, { retryAfterSeconds: limit.retryAfterSeconds });
  return ok();
}

/**
 * Makes a paper from a draft (checked again with the browser's schema); the papers-per-student limit holds
 * under concurrency. A built paper's catalogue claims are resolved again here, never trusted: the reference
 * is kept only when it names a real paper (and topic) of the draft's subject and board, the time allowed
 * comes from the catalogue, and a question keeps its catalogue question type only when that paper has it.
 */
export async function createPaper(db: Db, userId: string, draft: unknown): Promise<Result<{ paperId: string }>> {
  const checked = checkPaperDraft(draft);
  if (!checked.ok) return fail("BAD_REQUEST", checked.message);
  const allowed = await takeWrite(db, userId);
  if (!allowed.ok) return allowed;
  const paper = checked.value;
  const resolved = resolveCatalogueRef(paper.catalogueRef);
  const catalogue = resolved && resolved.subject === paper.subject && resolved.examBoard === paper.examBoard ? resolved : null;
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [held] = await tx.select({ papers: count() }).from(practicePapers).where(eq(practicePapers.userId, userId));
    if ((held?.papers ?? 0) >= PAPER_LIMITS.papersPerUser) return fail("CONFLICT", PAPER_MESSAGES.tooManyPapers(PAPER_LIMITS.papersPerUser));
    const [created] = await tx
      .insert(practicePapers)
      .values({
        userId,
        title: paper.title,
        subject: paper.subject,
        examBoard: paper.examBoard,
        timeAllowedMinutes: catalogue?.timeAllowedMinutes ?? null,
        catalogueRef: catalogue?.catalogueRef ?? null,
      })
      .returning({ id: practicePapers.id });
    if (!created) throw new Error("practice paper insert returned no row");
    await tx.insert(practiceQuestions).values(
      paper.questions.map((question, position) => ({
        paperId: created.id,
        userId,
        position,
        text: question.text,
        marks: question.marks,
        questionType: question.questionType,
        guidance: question.guidance,
        label: question.label ?? null,
        sourceText: question.sourceText ?? null,
        catalogueQuestionTypeId: question.catalogueQuestionTypeId && catalogue?.questionTypeIds.has(question.catalogueQuestionTypeId) ? question.catalogueQuestionTypeId : null,
        answerKey: question.questionType === "multiple_choice" ? (question.answerKey ?? null) : null,
      })),
    );
    return ok({ paperId: created.id });
  });
}

/** Deletes one of the student's papers (its questions go with it); another student's is NOT_FOUND. */
export async function deletePaper(db: Db, userId: string, paperId: string): Promise<Result> {
  if (!isUuid(paperId)) return fail("NOT_FOUND", PAPER_MESSAGES.notFound);
  const allowed = await takeWrite(db, userId);
  if (!allowed.ok) return allowed;
  const deleted = await db
    .delete(practicePapers)
    .where(and(eq(practicePapers.userId, userId), eq(practicePapers.id, paperId)))
    .returning({ id: practicePapers.id });
  return deleted.length > 0 ? ok() : fail("NOT_FOUND", PAPER_MESSAGES.notFound);
}
