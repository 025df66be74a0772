import { isRouteErrorResponse } from "react-router";

import { readOwnedCopy, TAB_STORAGE_PREFIX } from "~/platform/tab-storage";
import { SUBMISSION_MESSAGES } from "./submission-rules";

/**
 * The answer form's draft: what the student has chosen and typed, kept in this tab's session storage so
 * that nothing is lost on a reload or a trip to another page. It is forgotten only once the answer has been
 * accepted, never when it is sent: a submit the server refuses (the day's allowance used up, an answer too
 * long) leaves every field as it was, after a reload too.
 */
export interface AnswerDraft {
  board: string;
  paperId: string | null;
  topicId: string | null;
  questionTypeId: string | null;
  questionText: string;
  sourceText: string;
  answerText: string;
}

export const draftKey = (subjectId: string) => `${TAB_STORAGE_PREFIX}draft:${subjectId}`;

/** The part of sessionStorage the draft uses (a test passes its own). */
type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The tab's draft for a subject, only if the signed-in student wrote it. A draft is stored with its owner (the
 * student's id), so on a shared computer the next student to sign in in the same tab never sees the last one's
 * question and answer, even if that student's session simply ran out; another owner's draft is removed.
 */
export function readDraft(storage: DraftStorage, subjectId: string, owner: string): Partial<AnswerDraft> | null {
  const parsed = readOwnedCopy(storage, draftKey(subjectId), owner);
  if (!parsed) return null;
  const { owner: _owner, ...draft } = parsed as Partial<AnswerDraft> & { owner: string };
  return draft;
}

export function writeDraft(storage: DraftStorage, subjectId: string, owner: string, draft: AnswerDraft): void {
  storage.setItem(draftKey(subjectId), JSON.stringify({ ...draft, owner }));
}

/**
 * An unsent answer set aside when a link opened the form on another question (/progress's and the study plan's
 * "Practise" links): kept in its own slot of the tab's storage, with its owner, until the student goes back to it.
 */
export const asideKey = (subjectId: string) => `${TAB_STORAGE_PREFIX}draft-aside:${subjectId}`;

export function readAside(storage: DraftStorage, subjectId: string, owner: string): AnswerDraft | null {
  const parsed = readOwnedCopy(storage, asideKey(subjectId), owner);
  if (!parsed) return null;
  const { owner: _owner, ...draft } = parsed as unknown as AnswerDraft & { owner: string };
  return { ...EMPTY_TEXTS, ...draft };
}

export function writeAside(storage: DraftStorage, subjectId: string, owner: string, draft: AnswerDraft | null): void {
  if (draft) storage.setItem(asideKey(subjectId), JSON.stringify({ ...draft, owner }));
  else storage.removeItem(asideKey(subjectId));
}

const EMPTY_TEXTS = { questionText: "", sourceText: "", answerText: "" };

/** Whether the student has typed anything of a draft (its question, source or answer). */
export function hasTypedText(draft: Partial<AnswerDraft>): boolean {
  return [draft.questionText, draft.sourceText, draft.answerText].some((text) => typeof text === "string" && text.trim() !== "");
}

/**
 * Whether a link's question would move a restored draft's typed question and answer onto another question (another
 * board, paper, topic or question type): the draft is then set aside rather than marked as the link's question.
 */
export function linkWouldMoveDraft(
  draft: Partial<AnswerDraft>,
  preset: Pick<AnswerDraft, "board" | "paperId" | "topicId" | "questionTypeId">,
): boolean {
  if (!hasTypedText(draft)) return false;
  return (
    draft.board !== preset.board ||
    (draft.paperId ?? null) !== preset.paperId ||
    (draft.topicId ?? null) !== preset.topicId ||
    (draft.questionTypeId ?? null) !== preset.questionTypeId
  );
}

/** The form's fields a refused submit sends back, so the page shown with the refusal keeps them. */
export const DRAFT_FIELDS = ["board", "paperId", "topicId", "questionTypeId", "questionText", "sourceText", "answerText"] as const;

/** The fields of a draft found in what the server echoed (a refused submit), ignoring anything else. */
export function draftFromValues(values: Record<string, string | undefined> | undefined): Partial<AnswerDraft> {
  if (!values) return {};
  const draft: Partial<AnswerDraft> = {};
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (typeof value !== "string") continue;
    if (field === "paperId" || field === "topicId" || field === "questionTypeId") draft[field] = value || null;
    else draft[field] = value;
  }
  return draft;
}

/** Whether an action's answer is the redirect to a results page: the submission was accepted. */
function isAcceptedRedirect(outcome: unknown): boolean {
  if (!(outcome instanceof Response) || outcome.status < 300 || outcome.status >= 400) return false;
  const location = outcome.headers.get("Location") ?? "";
  return new URL(location, "http://marker.invalid").pathname.startsWith("/marking-results/");
}

export function forgetDraft(subjectId: string): void {
  try {
    sessionStorage.removeItem(draftKey(subjectId));
  } catch {
    // Storage unavailable (private mode): there is nothing to forget.
  }
}

/**
 * What the form is told when the browser could not reach the server at all (no connection). `unsent` also tells the
 * layout not to reload its data after this post (root.tsx's shouldRevalidate): that reload would fail the same way
 * and put the error page in place of the form.
 */
export interface UnreachableReply {
  ok: false;
  formError: string;
  unsent: true;
}

/**
 * Sends the form (`send` is the route's server action) and forgets the subject's draft only when the answer
 * was accepted (the redirect to its results page, thrown or returned); a refusal, or any other redirect (to
 * /pricing when the trial has ended), keeps it. A request that never reached the server (the browser's fetch
 * rejects with a TypeError) answers with the form's own message, so the form stays with everything typed
 * rather than the app's "Something went wrong" page; the idempotency key makes pressing Continue again safe. What
 * the server itself answered (a Response, or a route error React Router made of one) is passed on as before.
 */
export async function submitKeepingDraft<T>(subjectId: string, send: () => Promise<T>): Promise<T | UnreachableReply> {
  try {
    const outcome = await send();
    if (isAcceptedRedirect(outcome)) forgetDraft(subjectId);
    return outcome;
  } catch (thrown) {
    if (isAcceptedRedirect(thrown)) forgetDraft(subjectId);
    if (!(thrown instanceof Response) && !isRouteErrorResponse(thrown)) {
      return { ok: false, formError: SUBMISSION_MESSAGES.unreachable, unsent: true };
    }
    throw thrown;
  }
}
