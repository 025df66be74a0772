import { generateForForm, offlineTrueStatements, type GenerationRequest } from "~/features/generation/index.server";
import type { Db } from "~/platform/db/client.server";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";

import type { PaperDraft, QuestionRow } from "./paper-schema";
import { paperSkeleton, type SkeletonQuestion } from "./paper-skeleton";
import { PAPER_LIMITS, PAPER_MESSAGES } from "./rules";

/**
 * Builds a practice paper from a real one (issue 14 item 4): the catalogue's structure (paperSkeleton),
 * then each question's text and the sources written by the generators (the model when configured, else
 * the offline generators). Nothing is saved: the draft goes to the create form for the student to edit.
 * No database transaction is open while generating; the only query is the per-user rate limit, first.
 */

export interface BuildSelection {
  subjectId: string;
  boardId: string;
  paperId: string;
  topicId?: string | null;
}

/** At most this many generator calls run at once. */
const PARALLEL = 3;

async function mapLimited<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Which questions share one source (indexes into the paper's questions). English Language: every reading
 * question of the paper shares one extract (or one pair, when a question compares two). History: runs of
 * consecutive questions naming the same kind of source ("Interpretations", "Sources"). English Literature:
 * each question has its own extract or poem.
 */
export function sourceGroups(subjectId: string, questions: readonly Pick<SkeletonQuestion, "catalogueQuestionType">[]): number[][] {
  const groups: number[][] = [];
  let current: number[] | null = null;
  let currentLabel: string | undefined;
  questions.forEach(({ catalogueQuestionType: questionType }, index) => {
    if (!questionType.needsSource) {
      if (subjectId !== "english-language") current = null;
      return;
    }
    const joins =
      current !== null && (subjectId === "english-language" || (subjectId === "history" && questionType.sourceLabel === currentLabel));
    if (joins && current) current.push(index);
    else {
      current = [index];
      groups.push(current);
    }
    currentLabel = questionType.sourceLabel;
  });
  return groups;
}

/** Whether a group's questions use two texts ("Sources", "Texts", "Interpretations", "Poems"). */
const isPlural = (label: string | undefined) => Boolean(label && /s$/i.test(label));

export async function buildPaperDraft(db: Db, userId: string, selection: BuildSelection, seed = `${Date.now()}`): Promise<Result<PaperDraft>> {
  const skeleton = paperSkeleton(selection);
  if (!skeleton) return fail("BAD_REQUEST", PAPER_MESSAGES.choosePaper);
  const limit = await consumeRateLimit(db, { key: `papers:build:user:${userId}`, limit: PAPER_LIMITS.buildsPerMinute, windowSeconds: 60 });
  if (!limit.allowed) return fail("RATE_LIMITED", PAPER_MESSAGES.buildTooQuick, { retryAfterSeconds: limit.retryAfterSeconds });

  const { catalogueRef } = skeleton.draft;
  const requestFor = (question: SkeletonQuestion): Omit<GenerationRequest, "kind"> => ({
    subjectId: catalogueRef.subjectId,
    board: catalogueRef.boardId,
    paperId: catalogueRef.paperId,
    ...(catalogueRef.topicId ? { topicId: catalogueRef.topicId } : {}),
    questionTypeId: question.catalogueQuestionType.id,
  });

  // The questions first (each extract is chosen to suit its first question's text).
  const texts = await mapLimited(skeleton.questions, PARALLEL, (question, index) => generateForForm({ kind: "question", ...requestFor(question) }, `${seed}:q${index}`));
  const rows: QuestionRow[] = skeleton.questions.map((question) => ({ ...question.row }));
  for (const [index, generated] of texts.entries()) {
    if (!generated.ok) return generated;
    (rows[index] as QuestionRow).text = generated.value.text;
  }

  // Then one source (or a pair) per group of questions that share it.
  const groups = sourceGroups(catalogueRef.subjectId, skeleton.questions);
  const sources = await mapLimited(groups, PARALLEL, async (group, groupIndex): Promise<Result<string>> => {
    const first = skeleton.questions[group[0] as number] as SkeletonQuestion;
    const request = { kind: "extract" as const, ...requestFor(first), questionText: rows[group[0] as number]?.text ?? "" };
    const one = await generateForForm(request, `${seed}:s${groupIndex}`);
    if (!one.ok) return one;
    const labels = group.map((index) => skeleton.questions[index]?.catalogueQuestionType.sourceLabel);
    if (!labels.some(isPlural)) return ok(one.value.text);
    const two = await generateForForm(request, `${seed}:s${groupIndex}:second`);
    if (!two.ok) return two;
    if (two.value.text === one.value.text) return ok(one.value.text);
    const name = (labels.find((label) => label && !isPlural(label)) ?? labels[0] ?? "Source").replace(/s$/i, "");
    return ok(`${name} A\n\n${one.value.text}\n\n${name} B\n\n${two.value.text}`);
  });
  for (const [groupIndex, group] of groups.entries()) {
    const source = sources[groupIndex];
    if (!source?.ok) return source ?? fail("INTERNAL", PAPER_MESSAGES.buildFailed);
    for (const index of group) (rows[index] as QuestionRow).sourceText = source.value.slice(0, PAPER_LIMITS.sourceCharacters);
  }

  // Multiple choice: eight lettered statements quoting the source (whoever wrote it) with a key that is right
  // by construction. When the source is too short for them, the generator's question stays, with no key
  // (a key we cannot check is never invented).
  rows.forEach((row, index) => {
    if (row.questionType !== "multiple_choice" || !row.sourceText) return;
    const statements = offlineTrueStatements(row.sourceText, `${seed}:mc${index}`);
    if (statements) Object.assign(row, { text: statements.text, answerKey: statements.answerKey });
  });

  return ok({ ...skeleton.draft, questions: rows });
}
