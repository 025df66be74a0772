import { redirect } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { draftFromValues, draftKey } from "~/features/submissions/answer-draft";
import { SUBMISSION_MESSAGES } from "~/features/submissions/submission-rules";

import { clientAction } from "./subject";

/** This tab's session storage, as the browser has it. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const DRAFT = JSON.stringify({
  board: "ocr",
  paperId: "component-02",
  topicId: null,
  questionTypeId: "poetry-comparison",
  questionText: "Compare how the poets present love.",
  sourceText: "Poem one... Poem two...",
  answerText: "Both poets present love as...",
});

type ClientArgs = Parameters<typeof clientAction>[0];
/** The subject page's browser side of a submit, with `serverAction` answering as the server would. */
const submit = (serverAction: () => Promise<unknown>) =>
  clientAction({ params: { subjectSlug: "english-literature" }, serverAction } as unknown as ClientArgs);

describe("the answer form's draft is kept until the answer is accepted", () => {
  beforeEach(() => {
    vi.stubGlobal("sessionStorage", fakeSessionStorage());
    sessionStorage.setItem(draftKey("english-literature"), DRAFT);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a refused submit (allowance used up, answer too long) keeps the draft: a reload still has every field", async () => {
    const refused = { ok: false, formError: "You have used all 15 markings for today. Your allowance resets on 27 November 2026." };
    expect(await submit(() => Promise.resolve(refused))).toBe(refused);
    expect(sessionStorage.getItem(draftKey("english-literature"))).toBe(DRAFT);
    const tooLong = { ok: false, fieldErrors: { answerText: "Your answer is too long" } };
    await submit(() => Promise.resolve(tooLong));
    expect(sessionStorage.getItem(draftKey("english-literature"))).toBe(DRAFT);
  });

  it("a submit that fails on the way, or is sent to /pricing (the trial ended), keeps it too", async () => {
    // Failed on the way (offline): the form's own message instead of the error page (submit-unreachable.test.ts).
    await expect(submit(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual({
      ok: false,
      formError: SUBMISSION_MESSAGES.unreachable,
      unsent: true,
    });
    const toPricing = redirect("/pricing?expired=true");
    await expect(submit(() => Promise.reject(toPricing))).rejects.toBe(toPricing);
    expect(sessionStorage.getItem(draftKey("english-literature"))).toBe(DRAFT);
  });

  it("the answer accepted (the redirect to its results page) forgets this subject's draft only", async () => {
    sessionStorage.setItem(draftKey("history"), DRAFT);
    const accepted = redirect("/marking-results/6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b");
    await expect(submit(() => Promise.reject(accepted))).rejects.toBe(accepted);
    expect(sessionStorage.getItem(draftKey("english-literature"))).toBeNull();
    expect(sessionStorage.getItem(draftKey("history"))).toBe(DRAFT);
  });

  it("reads back every field a refusal echoes, and nothing else", () => {
    expect(
      draftFromValues({
        board: "aqa",
        paperId: "paper-2",
        topicId: "",
        questionTypeId: "unseen-comparison",
        questionText: "q",
        sourceText: "s",
        answerText: "a",
        idempotencyKey: "0d6b1f4c-7f7e-4a0e-9a55-2a3c7d8e9f10",
      }),
    ).toEqual({ board: "aqa", paperId: "paper-2", topicId: null, questionTypeId: "unseen-comparison", questionText: "q", sourceText: "s", answerText: "a" });
    expect(draftFromValues(undefined)).toEqual({});
  });
});
