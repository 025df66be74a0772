/**
 * Validator speed (reliability case C1, "each validator < 50 ms on worst-case input"):
 *
 *   npm run bench:validators
 *
 * Runs every validator of a form or JSON body on its worst case: the largest body its route lets through
 * (the HTTP layer refuses anything larger with 413 before a validator sees it: app/entry.server.tsx's
 * BODY_LIMIT_RULES, 64 KB elsewhere, and the JSON endpoints' own 16 KB and 8 KB), spread over the
 * validator's text fields, once as plain letters and once as zero-width, control, bidi and lone-surrogate
 * characters; forms with rows get one row more than allowed and marks of "1e309". Each case runs 50 times
 * after a warm-up; the table prints the median and the longest call against the 50 ms budget. A second
 * table calls each validator directly with 1 MB in every field, which no request can deliver, for
 * reference. A benchmark reports; it exits non-zero only when it cannot run.
 */
import { performance } from "node:perf_hooks";

import { signInSchema, signUpSchema } from "~/features/auth/validation";
import { YOUTUBE_REQUEST_SCHEMA } from "~/features/flashcards/from-youtube.server";
import { checkSetDraft, MAX_SET_BODY_BYTES } from "~/features/flashcards/set-schema";
import { parseYoutubeVideoId } from "~/features/flashcards/youtube-id";
import { GENERATION_REQUEST_SCHEMA } from "~/features/generation/generate-for-form.server";
import { checkPaperDraft } from "~/features/papers/paper-schema";
import { PAPER_LIMITS } from "~/features/papers/rules";
import { readProfileForm } from "~/features/profile/save-profile.server";
import { MAX_SUBMISSION_BODY_BYTES, submissionFormSchema } from "~/features/submissions/submission-schema";
import { DEFAULT_BODY_LIMIT } from "~/platform/http/body-limit.server";

import { ONE_MEGABYTE } from "../../tests/support/hostile-values";

const BUDGET_MS = 50;
const RUNS = 50;
/** The JSON endpoints' own limits (app/routes/api.generate.ts, app/routes/api.flashcards.youtube.ts). */
const GENERATE_BODY_BYTES = 16_384;
const YOUTUBE_BODY_BYTES = 8_192;

const NASTY_UNIT = "\u200B\u0000\u202E\uD800a\u00AD ";

/** `bytes` of text (UTF-8, as the body carries it): letters, or the characters validators find hardest. */
function textOf(bytes: number, nasty: boolean): string {
  if (!nasty) return "a".repeat(Math.max(1, bytes));
  const unitBytes = Buffer.byteLength(NASTY_UNIT.replace("\uD800", "\uFFFD"));
  return NASTY_UNIT.repeat(Math.max(1, Math.floor(bytes / unitBytes)));
}

function profileForm(name: string): FormData {
  const form = new FormData();
  form.append("fullName", name);
  for (const subject of ["english-literature", "english-language", "history"]) form.append(`board:${subject}`, "aqa");
  return form;
}

interface Validator {
  name: string;
  /** The largest body its route lets through, and how many text fields share it. */
  bodyBytes: number;
  fields: number;
  run: (text: string) => unknown;
}

const PAPER_ROWS = PAPER_LIMITS.questionsPerPaper + 1;
const SET_ROWS = 101;

const validators: Validator[] = [
  {
    name: "answer form (submissionFormSchema)",
    bodyBytes: MAX_SUBMISSION_BODY_BYTES,
    fields: 3,
    run: (text) => submissionFormSchema.safeParse({ board: "aqa", paperId: "paper-1", questionTypeId: "shakespeare", questionText: text, sourceText: text, answerText: text, idempotencyKey: "k" }),
  },
  { name: "sign-up (signUpSchema)", bodyBytes: DEFAULT_BODY_LIMIT, fields: 4, run: (text) => signUpSchema.safeParse({ fullName: text, email: text, password: text, confirmPassword: text, ageConfirmed: "on" }) },
  { name: "sign-in (signInSchema)", bodyBytes: DEFAULT_BODY_LIMIT, fields: 2, run: (text) => signInSchema.safeParse({ email: text, password: text }) },
  { name: "profile form (readProfileForm)", bodyBytes: DEFAULT_BODY_LIMIT, fields: 1, run: (text) => readProfileForm(profileForm(text)) },
  {
    name: `practice paper (checkPaperDraft, ${PAPER_ROWS} questions)`,
    bodyBytes: DEFAULT_BODY_LIMIT,
    fields: 1 + PAPER_ROWS * 2,
    run: (text) => checkPaperDraft({ title: text, subject: "History", examBoard: "AQA", questions: Array.from({ length: PAPER_ROWS }, () => ({ text, marks: "1e309", questionType: "essay", guidance: text })) }),
  },
  {
    name: `flashcard set (checkSetDraft, ${SET_ROWS} cards)`,
    bodyBytes: MAX_SET_BODY_BYTES,
    fields: 1 + SET_ROWS * 2,
    run: (text) => checkSetDraft({ title: text, cards: Array.from({ length: SET_ROWS }, () => ({ front: text, back: text })) }),
  },
  {
    name: "POST /api/generate body",
    bodyBytes: GENERATE_BODY_BYTES,
    fields: 5,
    run: (text) => GENERATION_REQUEST_SCHEMA.safeParse({ kind: "question", subjectId: text, board: text, paperId: text, questionTypeId: text, questionText: text }),
  },
  { name: "POST /api/flashcards/youtube body", bodyBytes: YOUTUBE_BODY_BYTES, fields: 1, run: (text) => YOUTUBE_REQUEST_SCHEMA.safeParse({ url: text }) },
  { name: "YouTube link (parseYoutubeVideoId)", bodyBytes: YOUTUBE_BODY_BYTES, fields: 1, run: (text) => parseYoutubeVideoId(`https://www.youtube.com/watch?v=${text}`) },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => unknown): { median: number; longest: number } {
  for (let warm = 0; warm < 3; warm++) run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return { median: median(times), longest: Math.max(...times) };
}

const row = (name: string, input: string, figures: { median: number; longest: number }, budget: boolean) =>
  `${name.padEnd(48)} ${input.padEnd(40)} ${figures.median.toFixed(2).padStart(10)} ${figures.longest.toFixed(2).padStart(11)}${budget && figures.longest >= BUDGET_MS ? "  OVER BUDGET" : ""}`;
const header = `${"validator".padEnd(48)} ${"input".padEnd(40)} ${"median ms".padStart(10)} ${"longest ms".padStart(11)}`;

console.log(`Validators on the largest body their route accepts: ${RUNS} calls each after a warm-up (budget: every call < ${BUDGET_MS} ms)\n`);
console.log(header);
let over = 0;
let cases = 0;
for (const validator of validators) {
  for (const nasty of [false, true]) {
    const perField = Math.floor(validator.bodyBytes / validator.fields);
    const text = textOf(perField, nasty);
    const figures = time(() => validator.run(text));
    cases += 1;
    if (figures.longest >= BUDGET_MS) over += 1;
    console.log(row(validator.name, `${Math.round(validator.bodyBytes / 1024)} KB body, ${nasty ? "invisible/control" : "letters"}`, figures, true));
  }
}
console.log(`\n${over === 0 ? `Every validator stayed under ${BUDGET_MS} ms (${cases} cases).` : `${over} of ${cases} cases went over ${BUDGET_MS} ms.`}`);

console.log(`\nFor reference, not reachable through HTTP: 1 MB in every text field (${RUNS} calls each)\n`);
console.log(header);
for (const validator of validators) {
  for (const nasty of [false, true]) {
    const text = nasty ? textOf(ONE_MEGABYTE.length, true) : ONE_MEGABYTE;
    console.log(row(validator.name, `1 MB a field, ${nasty ? "invisible/control" : "letters"}`, time(() => validator.run(text)), false));
  }
}
