import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, useFetcher, useNavigation, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { acceptsSaves, isPaused, remainingAt } from "~/features/papers/attempt-clock";
import { attemptGate } from "~/features/papers/attempt-gate";
import {
  browserCopyStore,
  copiesToRestore,
  draftsFromForm,
  forgetSavedCopies,
  keepLocalCopy,
  readLocalCopies,
} from "~/features/papers/attempt-local-copy";
import { isAnswered, splitChoiceQuestion } from "~/features/papers/attempt-marks";
import { ATTEMPT_MESSAGES, confirmText, shortAnswers, shortAnswersText } from "~/features/papers/attempt-messages";
import {
  getAttempt,
  markableCount,
  markingPace,
  questionLabel,
  readAnswerBases,
  readAnswerDrafts,
  saveAnswers,
  setPaused,
  type AnswerDrafts,
  type AttemptPaper,
} from "~/features/papers/attempts.server";
import { AttemptCountdown } from "~/features/papers/components/attempt-countdown";
import { AttemptQuestion, type AttemptQuestionView } from "~/features/papers/components/attempt-question";
import { PaperTitle } from "~/features/papers/components/paper-title";
import { marksLabel } from "~/features/papers/export-text";
import { SUBMISSION_LIMITS } from "~/features/submissions/index.server";
import { getDailyUsage } from "~/features/usage/index.server";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { Banner } from "~/ui/banner";
import { AttemptGatePage, AttemptNotFoundPage } from "~/features/papers/components/attempt-page-states";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { useHydrated } from "~/ui/use-hydrated";
import { AUTOSAVE_PAUSE_MS, delayForChange } from "~/features/papers/autosave";
import type { Route } from "./+types/aipractisepaper.attempt";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData && "paper" in loaderData ? loaderData.paper.title : "Practice paper";
  return [{ title: `Sitting: ${title}` }];
}

export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

/**
 * An autosave does not reload the page's data (the answers on screen are the newest); nor does a post that
 * never reached the server (offline: the reload would fail too and replace the page with an error).
 */
export function shouldRevalidate({ formData, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "save") return false;
  if ((actionResult as AttemptReply | undefined)?.unsent) return false;
  return defaultShouldRevalidate;
}

function questionViews(paper: AttemptPaper): AttemptQuestionView[] {
  let previousSource: string | null = null;
  return paper.questions.map((question) => {
    const source = question.sourceText?.trim() ? question.sourceText : null;
    const sourceAbove = source !== null && source === previousSource;
    previousSource = source;
    const split = question.questionType === "multiple_choice" ? splitChoiceQuestion(question.text) : { stem: question.text, options: [] };
    return {
      id: question.id,
      number: question.number,
      label: questionLabel(question),
      text: split.stem,
      marks: question.marks,
      kind: question.kind,
      questionType: question.questionType,
      source: sourceAbove ? null : source,
      sourceAbove,
      options: split.options,
    };
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const gate = attemptGate(plan);
  if (!gate.allowed) return data({ state: "gate" as const, gate }, { status: 403 });
  const db = getDb();
  const attempt = await getAttempt(db, user.id, params.attemptId);
  if (!attempt.ok) return data({ state: "not-found" as const }, { status: 404 });
  if (attempt.value.status === "submitted") throw redirect(`/aipractisepaper/attempts/${attempt.value.id}/result`);
  const now = new Date();
  const { clock, paper, answers } = attempt.value;
  const usage = await getDailyUsage(db, user.id, plan.entitlements.dailyMarkingCap);
  return {
    state: "attempt" as const,
    id: attempt.value.id,
    paper: { id: paper.id, title: paper.title, subject: paper.subject, examBoard: paper.examBoard, totalMarks: paper.totalMarks },
    paused: isPaused(clock),
    remainingSeconds: remainingAt(clock, now),
    acceptsSaves: acceptsSaves(clock, now),
    questions: questionViews(paper),
    answers: Object.fromEntries(paper.questions.map((question) => [question.id, answers[question.id]?.answerText ?? ""])),
    markingsLeft: usage.unlimited ? null : usage.remaining,
    resetsOn: usage.resetsOn,
    answerLimit: SUBMISSION_LIMITS.answer,
  };
}

type AttemptReply = FormReply<
  string,
  {
    intent: string;
    drafts?: AnswerDrafts;
    savedAt?: string;
    confirm?: { answered: number; markings: number; short?: Array<{ label: string; words: number; marks: number }>; pace?: { left: number; freeAt: string } };
    /** Set by the browser: the post never reached the server (offline, the connection dropped, the server away). */
    unsent?: boolean;
  }
>;

/** When the marking pace frees up again, as a London clock time ("00:10"). */
const PACE_CLOCK = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Europe/London" });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const gate = attemptGate(plan);
  if (!gate.allowed) return reply<AttemptReply>({ ok: false, intent, formError: gate.message }, { status: 403 });
  const db = getDb();
  const attempt = await getAttempt(db, user.id, params.attemptId);
  if (!attempt.ok) return replyWithFailure<AttemptReply>(attempt, { intent });
  const here = `/aipractisepaper/attempts/${attempt.value.id}`;
  if (attempt.value.status === "submitted") return redirect(`${here}/result`);
  const drafts = readAnswerDrafts(formData, attempt.value.paper);
  // What this page last knew saved: an answer changed since in another tab is not overwritten (attempts.server.ts).
  const bases = readAnswerBases(formData, drafts);
  switch (intent) {
    case "pause":
    case "resume": {
      const changed = await setPaused(db, user.id, attempt.value.id, intent === "pause", drafts, new Date(), bases);
      return changed.ok ? redirect(here) : replyWithFailure<AttemptReply>(changed, { intent, drafts });
    }
    case "review": {
      // Save first (while the time allows), then ask to confirm with the counts that will be marked.
      const saved = acceptsSaves(attempt.value.clock, new Date()) ? await saveAnswers(db, user.id, attempt.value.id, drafts, new Date(), bases) : null;
      if (saved && !saved.ok) return replyWithFailure<AttemptReply>(saved, { intent, drafts });
      const merged = { ...Object.fromEntries(Object.entries(attempt.value.answers).map(([id, answer]) => [id, answer.answerText])), ...(saved ? drafts : {}) };
      const answered = attempt.value.paper.questions.filter((question) => isAnswered(question.kind, merged[question.id])).length;
      const short = shortAnswers(
        attempt.value.paper.questions.map((question) => ({ id: question.id, label: questionLabel(question), marks: question.marks, kind: question.kind })),
        Object.fromEntries(Object.entries(merged).map(([id, value]) => [id, typeof value === "string" ? value : undefined])),
      );
      const pace = await markingPace(db, user.id);
      return reply<AttemptReply>({
        ok: true,
        intent,
        drafts,
        confirm: { answered, markings: markableCount(attempt.value.paper, merged), short, pace: { left: pace.left, freeAt: PACE_CLOCK.format(pace.freeAt) } },
      });
    }
    default: {
      const saved = await saveAnswers(db, user.id, attempt.value.id, drafts, new Date(), bases);
      return saved.ok ? reply<AttemptReply>({ ok: true, intent: "save", savedAt: saved.value.savedAt }) : replyWithFailure<AttemptReply>(saved, { intent: "save", drafts });
    }
  }
}

/**
 * The browser's side of every post from this page (autosave, Save answers, Pause, Resume, Submit answers'
 * check): when the request fails on the way (offline, a dropped connection, a server error) the page stays
 * as it is, with the text typed, and says it was not saved, instead of the error page; the next change,
 * or coming back online, tries again. A redirect (after Pause or Resume, or to sign in) goes on as before.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const sent = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    const intent = String(sent.get("intent") ?? "save");
    // Refused as too large (413): the page stays, with every answer typed, and says why; sending it again would not help.
    if (isRouteErrorResponse(error) && error.status === 413) {
      return { ok: false, intent, formError: ATTEMPT_MESSAGES.tooMuchToSend, drafts: draftsFromForm(sent) } satisfies AttemptReply;
    }
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    // Submit answers' check could not reach the server: say so in the words for handing in, once.
    const formError = intent === "review" || intent === "submit" ? ATTEMPT_MESSAGES.offlineSubmit : ATTEMPT_MESSAGES.saveFailed;
    const reply: AttemptReply = { ok: false, intent, formError, drafts: draftsFromForm(sent), unsent: true };
    return reply;
  }
}

const AUTOSAVE_MS = AUTOSAVE_PAUSE_MS;

type SaveStatus = { kind: "idle" | "dirty" | "saving" | "saved" | "failed"; message?: string };

export default function SitPaper({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "gate") return <AttemptGatePage title="Practise a paper" gate={loaderData.gate} />;
  if (loaderData.state === "not-found") return <AttemptNotFoundPage what="attempt" />;
  return <Attempt loaderData={loaderData} reply={actionData as AttemptReply | undefined} />;
}

type AttemptData = Extract<Route.ComponentProps["loaderData"], { state: "attempt" }>;

function Attempt({ loaderData, reply }: { loaderData: AttemptData; reply: AttemptReply | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const fetcher = useFetcher<AttemptReply>();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // What the autosave in flight carries, to forget the tab's copies of that text once it is saved.
  const sentRef = useRef<Record<string, string>>({});
  // The answers on screen: what the server had, or (after a refused save without JavaScript) what was sent.
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...loaderData.answers, ...(reply?.drafts ?? {}) }));
  // What this tab last knew saved for each answer: as loaded, then what each of its saves sent. Not the loader's
  // later figures, which may hold another tab's answer that this tab never showed (it must not count as changed).
  const [base, setBase] = useState<Record<string, string>>(() => ({ ...loaderData.answers }));
  // Typed since the last save was sent; and which save spoke last (an autosave, or a form post).
  const [dirty, setDirty] = useState(false);
  const [lastSave, setLastSave] = useState<"fetcher" | "form">("form");
  const [timeUp, setTimeUp] = useState(loaderData.remainingSeconds <= 0);
  // Unsaved text this tab kept and put back after a reload; a hand-in refused before it left (offline).
  const [restored, setRestored] = useState(false);
  const [notSent, setNotSent] = useState<string | null>(null);
  const busy = navigation.state !== "idle";
  const attemptId = loaderData.id;
  const takesSaves = !loaderData.paused && loaderData.acceptsSaves;

  // When the first change not yet saved was made: typing without a pause still saves every ten seconds.
  const dirtySince = useRef<number | null>(null);
  const save = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirtySince.current = null;
    const form = formRef.current;
    if (!form) return;
    const body = new FormData(form);
    body.set("intent", "save");
    // What the last autosave sent, in case its reply never came (cut short by this one): the server then knows that
    // text as this page's own, not another tab's (attempts.server.ts readAnswerBases).
    for (const [id, text] of Object.entries(sentRef.current)) body.append(`sent-${id}`, text);
    sentRef.current = draftsFromForm(body);
    setDirty(false);
    setLastSave("fetcher");
    void fetcher.submit(body, { method: "post" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetcher.submit is stable enough for a save
  }, []);

  // The save status, derived: typing, an autosave in flight or its outcome, or the last form post's reply.
  // A failure keeps the text on screen and says so.
  const failed = (message: string | undefined): SaveStatus => ({ kind: "failed", message: message ?? ATTEMPT_MESSAGES.saveFailed });
  const fromFetcher: SaveStatus | null =
    fetcher.state !== "idle" ? { kind: "saving" } : fetcher.data ? (fetcher.data.ok ? { kind: "saved" } : failed(fetcher.data.formError)) : null;
  const fromReply: SaveStatus | null = reply ? (reply.ok ? (reply.intent === "save" || reply.intent === "review" ? { kind: "saved" } : null) : failed(reply.formError)) : null;
  const status: SaveStatus = dirty ? { kind: "dirty" } : ((lastSave === "fetcher" ? (fromFetcher ?? fromReply) : (fromReply ?? fromFetcher)) ?? { kind: "idle" });
  // The last save never reached the server: worth trying again by itself once the browser is back online.
  const lastUnsent = (lastSave === "fetcher" ? (fetcher.data ?? reply) : (reply ?? fetcher.data))?.unsent === true;

  // Leaving with unsaved changes (a page navigation posts the answers itself; this covers closing the tab).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (status.kind === "dirty" || status.kind === "saving" || status.kind === "failed") event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [status.kind]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // An autosave that landed: the tab's copies of the text it carried are no longer needed.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    forgetSavedCopies(browserCopyStore(), attemptId, sentRef.current);
    // What it sent is now what this tab knows saved.
    const sent = sentRef.current;
    setBase((current) => ({ ...current, ...sent }));
  }, [fetcher.state, fetcher.data, attemptId]);

  // The clock was paused elsewhere (another tab): show this tab paused too, with Resume; the text stays kept.
  const refusedPaused = fetcher.state === "idle" && fetcher.data?.formError === ATTEMPT_MESSAGES.pausedSaves;
  useEffect(() => {
    if (refusedPaused && !loaderData.paused && revalidator.state === "idle") void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal
  }, [refusedPaused, loaderData.paused]);

  // Whenever the server's answers arrive (the first load, a reload, after Pause or Resume): copies it now
  // holds are forgotten; text typed here and never saved is put back on screen, and saved when it can be.
  // Only a first load says so: later the text never left the screen.
  const loadedOnce = useRef(false);
  useEffect(() => {
    const firstLoad = !loadedOnce.current;
    loadedOnce.current = true;
    const store = browserCopyStore();
    const copies = readLocalCopies(store, attemptId, Object.keys(loaderData.answers));
    forgetSavedCopies(store, attemptId, Object.fromEntries(Object.entries(copies).filter(([id, text]) => text === loaderData.answers[id])));
    const toRestore = copiesToRestore(copies, loaderData.answers);
    if (Object.keys(toRestore).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the tab's storage, an outside system, once the server's answers are known
    setAnswers((current) => ({ ...current, ...toRestore }));
    if (firstLoad) setRestored(true);
    if (!takesSaves) return;
    setDirty(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(save, AUTOSAVE_MS);
  }, [loaderData.answers, attemptId, takesSaves, save]);

  // Back online after a save that never left: try again.
  useEffect(() => {
    const retry = () => {
      setNotSent(null);
      if (takesSaves && !timeUp && (lastUnsent || status.kind === "dirty")) save();
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [takesSaves, timeUp, lastUnsent, status.kind, save]);

  const change = (questionId: string, value: string) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    keepLocalCopy(browserCopyStore(), attemptId, questionId, value);
    setDirty(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(save, delayForChange(dirtySince));
  };

  // A navigation (Pause, Submit answers, Save answers) carries the answers: no autosave needed alongside it.
  // Handing in goes to another page, which cannot load offline: it waits, with the text kept, until back online.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if ((submitter?.value === "submit" || submitter?.value === "review") && typeof navigator !== "undefined" && navigator.onLine === false) {
      event.preventDefault();
      setNotSent(ATTEMPT_MESSAGES.offlineSubmit);
      return;
    }
    setNotSent(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setDirty(false);
    setLastSave("form");
  };

  const onTimeUp = () => {
    setTimeUp(true);
    if (dirty || lastUnsent) save();
  };

  const confirm = reply?.ok && reply.intent === "review" ? reply.confirm : undefined;
  const readOnly = timeUp || loaderData.paused;
  // Kept short: the bar is sticky, and at 390 px every line of it hides the answer being typed.
  const statusText: Record<SaveStatus["kind"], string> = {
    idle: "All saved",
    dirty: "Not saved yet",
    saving: "Saving...",
    saved: "Saved",
    failed: "Not saved yet",
  };
  // A failed form post (Pause, Submit answers) has its banner, which is announced; the save status does not repeat it.
  const bannerSpeaks = lastSave === "form" && reply !== undefined && !reply.ok && reply.intent !== "save";
  const failure = status.kind === "failed" ? (status.message ?? ATTEMPT_MESSAGES.saveFailed) : null;

  // The save status's one polite announcement: a failure, and "Saved" once a save lands after one (not every keystroke).
  const [announcement, setAnnouncement] = useState("");
  const failedBefore = useRef(false);
  useEffect(() => {
    if (failure !== null) {
      failedBefore.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an announcement follows the status it reports
      if (!bannerSpeaks) setAnnouncement(failure);
      return;
    }
    if (status.kind === "saved" && failedBefore.current) {
      failedBefore.current = false;
      setAnnouncement("Saved");
    }
  }, [failure, bannerSpeaks, status.kind]);

  // Pause and Resume reload the page: the focus goes to the button that undoes it, and the change is said.
  const pausedBefore = useRef(loaderData.paused);
  const [clockNotice, setClockNotice] = useState("");
  useEffect(() => {
    if (pausedBefore.current === loaderData.paused) return;
    pausedBefore.current = loaderData.paused;
    document.getElementById(loaderData.paused ? "resume-button" : "pause-button")?.focus();
    setClockNotice(loaderData.paused ? "" : "Resumed: the clock is running.");
  }, [loaderData.paused]);

  // The sticky bar's height (90 to 146 px at 390 px wide, as its buttons wrap) as a CSS variable: app.css keeps that
  // much room at the top when the browser scrolls a focused field into view, so the field and its label are never
  // under the bar (WCAG 2.4.11). Without JavaScript the stylesheet assumes the tallest bar.
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty("--sticky-bar-height", `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    // The browser scrolls only a field that is out of view: a box already on screen whose label is under the bar
    // stays there. So a field that takes focus with its label (or its own top) under the bar is scrolled down to clear it.
    const clearOfBar = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || !field.matches("textarea, input, select")) return;
      const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
      const top = Math.min(field.getBoundingClientRect().top, label?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
      const clear = bar.getBoundingClientRect().bottom + 8;
      if (top < clear) window.scrollBy({ top: top - clear });
    };
    document.addEventListener("focusin", clearOfBar);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", clearOfBar);
      root.style.removeProperty("--sticky-bar-height");
    };
  }, []);

  // "Keep working" closes the confirmation: the focus goes back to Submit answers.
  const confirmShown = useRef(false);
  const confirming = confirm !== undefined;
  useEffect(() => {
    if (confirming) {
      confirmShown.current = true;
      return;
    }
    if (!confirmShown.current) return;
    confirmShown.current = false;
    document.getElementById("submit-answers")?.focus();
  }, [confirming]);

  return (
    <PageContainer className="py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {loaderData.paper.subject} - {loaderData.paper.examBoard} · {marksLabel(loaderData.paper.totalMarks)}
      </p>
      <PaperTitle>{loaderData.paper.title}</PaperTitle>
      <Form method="post" ref={formRef} onSubmit={onSubmit}>
        <div ref={barRef} data-sticky-bar="" className="sticky top-0 z-10 mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-300 bg-white p-4 shadow">
          <AttemptCountdown key={`${loaderData.paused}-${loaderData.remainingSeconds}`} remainingSeconds={loaderData.remainingSeconds} paused={loaderData.paused} onTimeUp={onTimeUp} />
          <div className="flex flex-wrap items-center gap-3">
            {/* Shown, not announced on every keystroke: the region below says a failure, and "Saved" after one. */}
            <p className={status.kind === "failed" ? "text-sm font-semibold text-red-700" : "text-sm text-slate-700"} data-testid="save-status">
              {statusText[status.kind]}
            </p>
            <p className="sr-only" role="status" data-testid="save-announcement">
              {announcement}
            </p>
            <p className="sr-only" role="status">
              {clockNotice}
            </p>
            {loaderData.paused ? (
              <Button id="resume-button" type="submit" name="intent" value="resume" disabled={busy} aria-describedby="paused-heading paused-text">
                Resume
              </Button>
            ) : (
              <>
                {!timeUp ? (
                  <Button id="pause-button" type="submit" name="intent" value="pause" variant="secondary" disabled={busy}>
                    Pause
                  </Button>
                ) : null}
                {!hydrated && !timeUp ? (
                  <Button type="submit" name="intent" value="save" variant="secondary">
                    Save answers
                  </Button>
                ) : null}
              </>
            )}
          </div>
        </div>

        {failure !== null && !bannerSpeaks ? (
          <p className="mt-2 text-sm font-semibold text-red-700" data-testid="save-failure">
            {failure}
          </p>
        ) : null}
        {timeUp && !loaderData.paused ? (
          <Banner tone="warning" className="mt-4">
            Time is up. Your saved answers are kept: submit them to have them marked.
          </Banner>
        ) : null}
        {reply && !reply.ok && reply.intent !== "save" ? (
          <Banner tone="danger" className="mt-4">
            {reply.formError}
          </Banner>
        ) : null}
        {notSent ? (
          <Banner tone="danger" className="mt-4">
            {notSent}
          </Banner>
        ) : null}
        {restored ? (
          <Banner tone="info" className="mt-4">
            {ATTEMPT_MESSAGES.restoredLocal}
          </Banner>
        ) : null}

        {loaderData.paused ? (
          <Card className="mt-6">
            <h2 id="paused-heading" className="text-xl font-semibold text-slate-900">
              Paused
            </h2>
            <p id="paused-text" className="mt-2 text-slate-700">The clock is stopped and the questions are hidden, as in a real pause. Your answers are saved. Resume when you are ready.</p>
          </Card>
        ) : (
          <div className="mt-6 space-y-6">
            {loaderData.questions.map((question) => (
              <AttemptQuestion key={question.id} question={question} value={answers[question.id] ?? ""} onChange={(value) => change(question.id, value)} readOnly={readOnly} answerLimit={loaderData.answerLimit} />
            ))}
            {/* Each answer as this tab last knew it saved: the server writes only the answers changed here. */}
            {loaderData.questions.map((question) => (
              <input key={question.id} type="hidden" name={`base-${question.id}`} value={base[question.id] ?? ""} />
            ))}
          </div>
        )}

        {!loaderData.paused ? (
          <div className="mt-8">
            {confirm ? (
              <Card className="border-brand-700">
                <ConfirmHeading />
                <p className="mt-2 text-slate-800" data-testid="confirm-text">
                  {confirmText(confirm, loaderData.questions.length, loaderData.markingsLeft, loaderData.resetsOn)}
                </p>
                {confirm.short && confirm.short.length > 0 ? (
                  <p className="mt-2 font-medium text-slate-900" data-testid="confirm-short">
                    {shortAnswersText(confirm.short)}
                  </p>
                ) : null}
                <div className="mt-4 flex flex-wrap gap-3">
                  <Button type="submit" name="intent" value="submit" formAction={`/aipractisepaper/attempts/${loaderData.id}/result`} disabled={busy}>
                    Yes, submit my answers
                  </Button>
                  <Link to={`/aipractisepaper/attempts/${loaderData.id}`} className={buttonClasses("secondary", "md")}>
                    Keep working
                  </Link>
                </div>
              </Card>
            ) : (
              <Button id="submit-answers" type="submit" name="intent" value="review" disabled={busy}>
                Submit answers
              </Button>
            )}
          </div>
        ) : null}
      </Form>
    </PageContainer>
  );
}

/** The confirmation's heading takes the focus when it appears, so the question is read out and Tab reaches its buttons next. */
function ConfirmHeading() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      Submit your answers?
    </h2>
  );
}
