import {
  offlineTrueStatements,
  paperSources,
  planPaperQuestion,
  questionsShareAnEvent,
  wordPaperQuestion,
  type PaperGenerationRequest,
  type PlannedQuestion,
} from "~/features/generation/index.server";
import { getModelCaller } from "~/platform/ai/model-caller.server";
import type { Db } from "~/platform/db/client.server";
import { fail, ok, type Result } from "~/platform/result";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";

import type { PaperDraft, QuestionRow } from "./paper-schema";
import { paperSkeleton, type PaperSkeleton, type SkeletonQuestion } from "./paper-skeleton";
import { PAPER_LIMITS, PAPER_MESSAGES } from "./rules";

/**
 * Builds a practice paper from a real one (issue 14 item 4): the catalogue's structure (paperSkeleton),
 * then each question's text and the sources from the generators: what each question is about and every text
 * printed are chosen offline from the seed; a configured model only rewords the questions. Nothing is saved:
 * the draft goes to the create form for the student to edit. No database transaction is open while
 * generating; the only query is the per-user rate limit, first.
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

/** "Question 3(a): …" -> "3": parts of one numbered question share one enquiry and one set of texts. */
function questionNumber(name: string): string | null {
  return /^question\s+(\d+)/i.exec(name.trim())?.[1] ?? null;
}

/** "Shakespeare (a)" -> "shakespeare", "Question 3(b)" -> "question 3": the question a part belongs to. */
function partStem(labelOrName: string): string {
  const label = labelOrName.includes(":") ? labelOrName.slice(0, labelOrName.indexOf(":")) : labelOrName;
  return label.replace(/\s*\((?:[a-d]|i{1,3})\)\s*$/i, "").trim().toLowerCase();
}

/** Whether a catalogue name is one part of a lettered question ("Shakespeare (a)", "Question 2(b)"). */
const isPart = (name: string) => /\([a-d]\)\s*:/i.test(name);

/**
 * Which questions share one source (indexes into the paper's questions).
 * - English Language: every reading question of the paper shares one extract (or one pair, when a question
 *   compares two).
 * - History: runs of consecutive questions naming the same kind of source ("Interpretations", "Sources"), and
 *   the parts of one numbered question (Edexcel Paper 3 Question 3(a)-(d): Sources B and C and Interpretations
 *   1 and 2 for one enquiry; Paper 1 Question 2(a)-(b): the sources and the one to follow up).
 * - English Literature: each question has its own extract or poem, except an unseen comparison that follows an
 *   unseen poem (AQA 27.2 compares the 27.1 poem "with a second poem"; Eduqas Section C (b) likewise) and the
 *   parts of one lettered question (Eduqas "Poetry anthology (a)" and "(b)" are on one named poem).
 */
export function sourceGroups(subjectId: string, questions: readonly Pick<SkeletonQuestion, "catalogueQuestionType">[]): number[][] {
  const groups: number[][] = [];
  let current: number[] | null = null;
  let previous: SkeletonQuestion["catalogueQuestionType"] | null = null;
  questions.forEach(({ catalogueQuestionType: questionType }, index) => {
    if (!questionType.needsSource) {
      if (subjectId !== "english-language") current = null;
      previous = null;
      return;
    }
    const number = questionNumber(questionType.name);
    const joins =
      current !== null &&
      previous !== null &&
      (subjectId === "english-language" ||
        (subjectId === "history" &&
          (questionType.sourceLabel === previous.sourceLabel || (number !== null && number === questionNumber(previous.name)))) ||
        (subjectId === "english-literature" &&
          ((previous.kind === "unseen-poem" && questionType.kind === "unseen-poetry-comparison") ||
            (isPart(questionType.name) && isPart(previous.name) && partStem(questionType.name) === partStem(previous.name)))));
    if (joins && current) current.push(index);
    else {
      current = [index];
      groups.push(current);
    }
    previous = questionType;
  });
  return groups;
}

/** Whether a group's questions use two texts ("Sources", "Texts", "Interpretations", "Poems"). */
const isPlural = (label: string | undefined) => Boolean(label && /s$/i.test(label));

/** A second try at a question that came out the same as an earlier one (two answers to one question type). */
const RETRIES = 5;

/** Further plans of a History paper (each from a seed of its own) while two of its questions name one event. */
const REPLANS = 12;

/**
 * Writes the questions and their sources for a paper's structure (no database). The questions of one source
 * group are written from one seed, so they share their focus (one enquiry, one topic, one theme) and the texts
 * printed for them are the ones they all ask about; every other question gets its own seed.
 *
 * Everything the paper is about is chosen offline from the seed (planPaperQuestion, paperSources), with a model
 * or without one, so the same seed gives the same topics, events and texts either way; a configured model is
 * then asked only for each question's wording (wordPaperQuestion), which keeps those choices.
 */
export async function writePaperDraft(skeleton: PaperSkeleton, seed: string): Promise<Result<PaperDraft>> {
  const { catalogueRef } = skeleton.draft;
  const requestFor = (question: SkeletonQuestion): PaperGenerationRequest => ({
    subjectId: catalogueRef.subjectId,
    board: catalogueRef.boardId,
    paperId: catalogueRef.paperId,
    ...(catalogueRef.topicId ? { topicId: catalogueRef.topicId } : {}),
    questionTypeId: question.catalogueQuestionType.id,
  });
  const groups = sourceGroups(catalogueRef.subjectId, skeleton.questions);
  const groupOf = new Map<number, number>();
  groups.forEach((group, groupIndex) => group.forEach((index) => groupOf.set(index, groupIndex)));
  // A part without a text of its own shares its question's seed (Edexcel "Shakespeare (b)" is on the play and the
  // idea of "Shakespeare (a)"; OCR "Modern text (b)" on the text and idea of "Modern text (a)").
  const stemGroup = new Map<string, number>();
  groups.forEach((group, groupIndex) =>
    group.forEach((index) => {
      const name = skeleton.questions[index]?.catalogueQuestionType.name ?? "";
      if (isPart(name) && !stemGroup.has(partStem(name))) stemGroup.set(partStem(name), groupIndex);
    }),
  );
  const seedKey = (index: number) => {
    const name = skeleton.questions[index]?.catalogueQuestionType.name ?? "";
    const group = groupOf.get(index) ?? (isPart(name) ? stemGroup.get(partStem(name)) : undefined);
    return group === undefined ? `q${index}` : `g${group}`;
  };
  const isHistory = catalogueRef.subjectId === "history";

  // The questions first (each extract is chosen to suit its group's questions), in order: a History question is
  // told the earlier questions not printed with its texts, so it names none of their events. A question the
  // student answers twice (Edexcel Paper 2 Question 3(i) and (ii)) is never asked twice alike.
  const plan = (planSeed: string): Result<PlannedQuestion[]> => {
    const planned: PlannedQuestion[] = [];
    for (const [index, question] of skeleton.questions.entries()) {
      const earlier = isHistory ? planned.filter((_, at) => seedKey(at) !== seedKey(index)).map((other) => other.text) : [];
      let made: PlannedQuestion | null = null;
      for (let attempt = 0; attempt <= RETRIES && (!made || planned.some((other) => other.text === made?.text)); attempt++) {
        const again = planPaperQuestion(requestFor(question), `${planSeed}:${seedKey(index)}${attempt === 0 ? "" : `:again${attempt}`}`, earlier);
        if (!again.ok) return again;
        made = again.value;
      }
      planned.push(made as PlannedQuestion);
    }
    return ok(planned);
  };
  /** Whether two questions of the paper (not printed with the same texts) name one event. */
  const sharesAnEvent = (planned: readonly PlannedQuestion[]) =>
    planned.some((first, at) =>
      planned.some((second, index) => index > at && seedKey(index) !== seedKey(at) && questionsShareAnEvent(requestFor(skeleton.questions[at] as SkeletonQuestion), first.text, second.text)),
    );
  let planned = plan(seed);
  // An earlier question can take the only phrase a later one has: the paper is planned again from another seed,
  // and the first plan stays when none of those does better (a topic with one phrase for two questions).
  for (let attempt = 1; isHistory && attempt <= REPLANS && planned.ok && sharesAnEvent(planned.value); attempt++) {
    const again = plan(`${seed}:replan${attempt}`);
    if (again.ok && !sharesAnEvent(again.value)) planned = again;
  }
  if (!planned.ok) return planned;
  const questions = planned.value;
  const rows: QuestionRow[] = skeleton.questions.map((question, index) => ({ ...question.row, text: questions[index]?.text ?? "" }));

  // Then one source (or a pair) per group of questions that share it.
  const sources = groups.map((group, groupIndex): Result<{ first: string; all: string; own?: string[] }> => {
    const first = skeleton.questions[group[0] as number] as SkeletonQuestion;
    // Literature: each question asks for its own texts, with its group's seed (the unseen poem's question gets
    // the poem; the comparison gets that poem and a second, labelled; OCR's Modern text (a) its unseen extract).
    if (catalogueRef.subjectId === "english-literature") {
      const own: string[] = [];
      for (const index of group) {
        const made = paperSources({ ...requestFor(skeleton.questions[index] as SkeletonQuestion), questionText: rows[index]?.text ?? "" }, `${seed}:s${groupIndex}`);
        if (!made.ok && made.code !== "NOT_FOUND") return made;
        own.push(made.ok ? made.value.text : made.message);
      }
      return ok({ first: own[0] ?? "", all: own[own.length - 1] ?? "", own });
    }
    // History and English Language: every text any of the group's questions names (Sources B and C and
    // Interpretations 1 and 2; Source A and Source B of one linked pair; Text 1 and Text 2).
    const request = { ...requestFor(first), questionText: group.map((index) => rows[index]?.text ?? "").join("\n") };
    const one = paperSources(request, `${seed}:s${groupIndex}`);
    // A text Marker may not print (a modern set text, in copyright): the source box says so and asks the
    // student to paste the extract from their own copy, rather than the whole paper failing.
    if (!one.ok && one.code === "NOT_FOUND") return ok({ first: one.message, all: one.message });
    if (!one.ok) return one;
    const labels = group.map((index) => skeleton.questions[index]?.catalogueQuestionType.sourceLabel);
    if (!labels.some(isPlural)) return ok({ first: one.value.text, all: one.value.text });
    const two = paperSources(request, `${seed}:s${groupIndex}:second`);
    if (!two.ok) return two;
    if (two.value.text === one.value.text) return ok({ first: one.value.text, all: one.value.text });
    const name = (labels.find((label) => label && !isPlural(label)) ?? labels[0] ?? "Source").replace(/s$/i, "");
    // Texts are numbered ("Text 1", as the Edexcel and OCR questions name them); sources and poems lettered.
    const [a, b] = /^text$/i.test(name) ? ["1", "2"] : ["A", "B"];
    return ok({ first: `${name} ${a}\n\n${one.value.text}`, all: `${name} ${a}\n\n${one.value.text}\n\n${name} ${b}\n\n${two.value.text}` });
  });
  for (const [groupIndex, group] of groups.entries()) {
    const source = sources[groupIndex];
    if (!source?.ok) return source ?? fail("INTERNAL", PAPER_MESSAGES.buildFailed);
    group.forEach((index, position) => {
      // Literature: each part prints its own text; a pair composed here prints its first text for a singular label.
      const label = skeleton.questions[index]?.catalogueQuestionType.sourceLabel;
      const text =
        source.value.own?.[position] ??
        (catalogueRef.subjectId === "english-literature" && !isPlural(label) ? source.value.first : source.value.all);
      (rows[index] as QuestionRow).sourceText = text.slice(0, PAPER_LIMITS.sourceCharacters);
    });
  }

  // Multiple choice: eight lettered statements quoting the source (whoever wrote it) with a key that is right
  // by construction. When the source is too short for them, the generator's question stays, with no key
  // (a key we cannot check is never invented).
  const keyed = new Set<number>();
  rows.forEach((row, index) => {
    if (row.questionType !== "multiple_choice" || !row.sourceText) return;
    const statements = offlineTrueStatements(row.sourceText, `${seed}:mc${index}`);
    if (!statements) return;
    Object.assign(row, { text: statements.text, answerKey: statements.answerKey });
    keyed.add(index);
  });

  // With a model: each question's wording (not the statements of a keyed multiple choice), keeping its choices.
  if (getModelCaller()) {
    const worded = await mapLimited(rows, PARALLEL, async (row, index) =>
      keyed.has(index) ? ok({ text: row.text }) : ((await wordPaperQuestion(requestFor(skeleton.questions[index] as SkeletonQuestion), questions[index] as PlannedQuestion)) ?? ok({ text: row.text })),
    );
    for (const [index, wording] of worded.entries()) {
      if (!wording.ok) return wording;
      (rows[index] as QuestionRow).text = wording.value.text;
    }
  }

  return ok({ ...skeleton.draft, questions: rows });
}

export async function buildPaperDraft(db: Db, userId: string, selection: BuildSelection, seed = `${Date.now()}`): Promise<Result<PaperDraft>> {
  const skeleton = paperSkeleton(selection);
  if (!skeleton) return fail("BAD_REQUEST", PAPER_MESSAGES.choosePaper);
  const limit = await consumeRateLimit(db, { key: `papers:build:user:${userId}`, limit: PAPER_LIMITS.buildsPerMinute, windowSeconds: 60 });
  if (!limit.allowed) return fail("RATE_LIMITED", PAPER_MESSAGES.buildTooQuick, { retryAfterSeconds: limit.retryAfterSeconds });
  return writePaperDraft(skeleton, seed);
}
