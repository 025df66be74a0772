/**
 * Validator speed (reliability case C1, "each validator < 50 ms on worst-case input"):
 *
 *   npm run bench:validators
 *
 * Runs every validator of a form or JSON body on its worst cases (1 MB strings where a field takes text,
 * the most rows a form may send and one more, strings full of invisible and control characters, awkward
 * numbers), 50 times each after a warm-up, and prints the longest and median time of one call against the
 * 50 ms budget. A benchmark reports; it exits non-zero only when it cannot run.
 */
import { performance } from "node:perf_hooks";

import { signInSchema, signUpSchema } from "~/features/auth/validation";
import { YOUTUBE_REQUEST_SCHEMA } from "~/features/flashcards/from-youtube.server";
import { checkSetDraft } from "~/features/flashcards/set-schema";
import { parseYoutubeVideoId } from "~/features/flashcards/youtube-id";
import { GENERATION_REQUEST_SCHEMA } from "~/features/generation/generate-for-form.server";
import { checkPaperDraft } from "~/features/papers/paper-schema";
import { readProfileForm } from "~/features/profile/save-profile.server";
import { submissionFormSchema } from "~/features/submissions/submission-schema";

import { ONE_MEGABYTE } from "../../tests/support/hostile-values";

const BUDGET_MS = 50;
const RUNS = 50;

/** A megabyte of the characters validators find hardest: invisible, control, bidi and surrogates. */
const NASTY_MEGABYTE = "\u200B\u0000\u202E\uD800a\u00AD ".repeat(Math.ceil(ONE_MEGABYTE.length / 7)).slice(0, ONE_MEGABYTE.length);

function profileForm(name: string): FormData {
  const form = new FormData();
  form.append("fullName", name);
  for (const subject of ["english-literature", "english-language", "history"]) form.append(`board:${subject}`, "aqa");
  return form;
}

const cases: Array<{ validator: string; input: string; run: () => unknown }> = [];
for (const [label, text] of [
  ["1 MB of letters", ONE_MEGABYTE],
  ["1 MB of invisible and control characters", NASTY_MEGABYTE],
] as const) {
  cases.push(
    {
      validator: "answer form (submissionFormSchema)",
      input: label,
      run: () => submissionFormSchema.safeParse({ board: "aqa", paperId: "paper-1", questionTypeId: "shakespeare", questionText: text, sourceText: text, answerText: text, idempotencyKey: text }),
    },
    { validator: "sign-up (signUpSchema)", input: label, run: () => signUpSchema.safeParse({ fullName: text, email: text, password: text, confirmPassword: text, ageConfirmed: "on" }) },
    { validator: "sign-in (signInSchema)", input: label, run: () => signInSchema.safeParse({ email: text, password: text }) },
    { validator: "profile form (readProfileForm)", input: label, run: () => readProfileForm(profileForm(text)) },
    {
      validator: "practice paper (checkPaperDraft)",
      input: `${label}, 51 questions`,
      run: () => checkPaperDraft({ title: text, subject: "History", examBoard: "AQA", questions: Array.from({ length: 51 }, () => ({ text, marks: "1e309", questionType: "essay", guidance: text })) }),
    },
    {
      validator: "flashcard set (checkSetDraft)",
      input: `${label}, 101 cards`,
      run: () => checkSetDraft({ title: text, cards: Array.from({ length: 101 }, () => ({ front: text, back: text })) }),
    },
    { validator: "POST /api/generate body", input: label, run: () => GENERATION_REQUEST_SCHEMA.safeParse({ kind: "question", subjectId: text, board: text, paperId: text, questionTypeId: text, questionText: text }) },
    { validator: "POST /api/flashcards/youtube body", input: label, run: () => YOUTUBE_REQUEST_SCHEMA.safeParse({ url: text }) },
    { validator: "YouTube link (parseYoutubeVideoId)", input: label, run: () => parseYoutubeVideoId(`https://www.youtube.com/watch?v=${text}`) },
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

console.log(`Validators on worst-case input: ${RUNS} calls each after a warm-up (budget: every call < ${BUDGET_MS} ms)\n`);
console.log(`${"validator".padEnd(38)} ${"input".padEnd(52)} ${"median ms".padStart(10)} ${"longest ms".padStart(11)}`);
let over = 0;
for (const testCase of cases) {
  for (let warm = 0; warm < 3; warm++) testCase.run();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    testCase.run();
    times.push(performance.now() - started);
  }
  const longest = Math.max(...times);
  if (longest >= BUDGET_MS) over += 1;
  console.log(
    `${testCase.validator.padEnd(38)} ${testCase.input.padEnd(52)} ${median(times).toFixed(2).padStart(10)} ${longest.toFixed(2).padStart(11)}${longest >= BUDGET_MS ? "  OVER BUDGET" : ""}`,
  );
}
console.log(`\n${over === 0 ? "Every validator stayed under" : `${over} of ${cases.length} cases went over`} ${BUDGET_MS} ms.`);
