import { useCallback, useEffect, useRef, useState } from "react";
import { Link, redirect, useBlocker, useLocation, useNavigate, useNavigation, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { featureGateMessage, pricingRedirectFor, requiredPlanName } from "~/features/billing/access";
import { cardCount, ReviewGateNote, SetItem, type ReviewGate, type SetSummary } from "~/features/flashcards/components/set-item";
import { DISCARD_DESCRIPTION, DISCARD_NEW_SET_QUESTION, discardQuestion, draftChanged, isFromSetForm, SetForm, type SetFieldProblem } from "~/features/flashcards/components/set-form";
import { leavingLosesEdit, leavingLosesNewSet, unsavedEditTitle, type OpenDraft } from "~/features/flashcards/components/leave-edit";
import { StudyMode } from "~/features/flashcards/components/study-mode";
import { YoutubePanel } from "~/features/flashcards/components/youtube-panel";
import { useHydrated } from "~/ui/use-hydrated";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { checkSetDraftFields, countHalfFilledRows, leftOutNotice, readSetIntent, withoutRow, type CardRow, type SetDraft } from "~/features/flashcards/set-schema";
import { readNewSetDraft, writeNewSetDraft } from "~/features/flashcards/new-set-draft";
import { createSet, deleteSet, listSetPage, listSets, updateSet } from "~/features/flashcards/sets.server";
import { LIST_PATH, listAddress, pageFromParam } from "~/features/flashcards/list-address";
import { SetPageLinks } from "~/features/flashcards/components/set-page-links";
import { readYoutubeFormOutcome } from "~/features/flashcards/youtube-form-outcome";
import { getDb } from "~/platform/db/client.server";
import { DEFAULT_USER_MESSAGE } from "~/platform/errors";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { sendOrKeep, wasUnsent } from "~/platform/forms/unsent";
import { getLogger } from "~/platform/logger.server";
import { Banner, LiveNotice } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-delete";
import { FeatureGate } from "~/ui/feature-gate";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/flashcards";

export function meta() {
  return [{ title: "Marker - Flashcards" }];
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });

/** The spec's "updated date when different from created": the dates as shown (London days), not the instants. */
const dates = (set: { createdAt: Date; updatedAt: Date }) => {
  const created = dateFormat.format(set.createdAt);
  const updated = dateFormat.format(set.updatedAt);
  return { created, updated: updated !== created ? updated : null };
};

/**
 * One page of the student's sets (newest first, `?page=N`) with each set's first cards, the account's
 * totals, and all the cards of the set that is open (`?open=`), edited (`?edit=`) or studied (`?study=`).
 * The cost does not grow with the student's history (docs/decisions/015). A page number that is not a
 * page (a word, 0, past the last page) redirects to the nearest page that is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const db = getDb();
  const url = new URL(request.url);
  const rawPage = url.searchParams.get("page");
  const [openId, editId, studyId] = (["open", "edit", "study"] as const).map((name) => url.searchParams.get(name));
  const wanted = [...new Set([openId, editId, studyId].filter((id): id is string => Boolean(id)))];
  const [list, full] = await Promise.all([
    listSetPage(db, user.id, { page: pageFromParam(rawPage), now: new Date() }),
    wanted.length > 0 ? listSets(db, user.id, { ids: wanted }) : Promise.resolve([]),
  ]);
  if (rawPage !== null && rawPage !== String(list.page)) {
    const address = new URL(listAddress({ page: list.page }), url);
    for (const [name, value] of url.searchParams) if (name !== "page") address.searchParams.append(name, value);
    throw redirect(address.pathname + address.search);
  }
  const fullById = new Map(full.map((set) => [set.id, set]));
  const studied = studyId ? fullById.get(studyId) : undefined;
  return {
    sets: list.sets.map((set): SetSummary => {
      const whole = fullById.get(set.id);
      return {
        id: set.id,
        title: set.title,
        ...dates(set),
        cards: whole ? whole.cards : set.cards,
        cardCount: whole ? whole.cards.length : set.cardCount,
        complete: whole !== undefined || set.cards.length >= set.cardCount,
        due: set.due,
        offline: set.offline,
        source: set.source,
      };
    }),
    page: list.page,
    pages: list.pages,
    totals: list.totals,
    study: studied && studied.cards.length > 0 ? { id: studied.id, title: studied.title, cards: studied.cards, offline: studied.offline } : null,
    canCreate: plan.entitlements.flashcards,
    /** Whose new-set draft this tab may bring back (new-set-draft.ts). */
    draftOwner: user.id,
    /** Review is the `flashcards` feature too: without it the page offers no review (it would answer 403). */
    canReview: plan.entitlements.flashcards,
    /**
     * Without review, the due counts come with the feature gate's words and link instead (the review page's own
     * gate): to /pricing with the banner that says why when there is no plan (pricingRedirectFor), as FeatureGate.
     */
    reviewGate: plan.entitlements.flashcards
      ? null
      : ({
          message: featureGateMessage(plan, "flashcards"),
          ...(plan.plan
            ? { link: `Upgrade to ${requiredPlanName("flashcards")}`, to: "/pricing" }
            : { link: "View plans", to: pricingRedirectFor(plan) ?? "/pricing" }),
        } satisfies ReviewGate),
    gate: { requiredPlan: requiredPlanName("flashcards"), hasPlan: plan.plan !== null },
    youtube: {
      allowed: plan.entitlements.youtubeFlashcards,
      requiredPlan: requiredPlanName("youtubeFlashcards"),
      hasPlan: plan.plan !== null,
      // What the panel's form came back with when it was posted without JavaScript (codes in the query, our texts).
      outcome: readYoutubeFormOutcome(url.searchParams, list.sets),
    },
  };
}

/** The parameters the loader reads; the others (?new, ?delete) only change what the page shows. */
const LOADED_PARAMS = ["page", "open", "edit", "study"] as const;

/**
 * Opening the create panel or the delete question changes only the query: nothing to load again. Nor does
 * closing a set, an edit or study mode: the list the loader sent with it is still the page. A new page,
 * or a set to open, edit or study, is loaded.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionResult, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (wasUnsent(actionResult)) return false;
  // A set that was not found was deleted elsewhere (another tab): the list is reloaded so it goes from the page
  // and the count, while the refused form keeps what was typed (React Router skips the reload after a 4xx).
  if (formMethod && actionStatus === 404) return true;
  // (An explicit revalidation, after cards were made from a video, keeps the same address and does reload.)
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    const needsLoad = LOADED_PARAMS.some((name) => {
      const next = nextUrl.searchParams.get(name);
      return name === "page" ? next !== currentUrl.searchParams.get(name) : next !== null && next !== currentUrl.searchParams.get(name);
    });
    if (!needsLoad) return false;
  }
  return defaultShouldRevalidate;
}

export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

/**
 * Which form a reply belongs to ("create", "edit:<id>", "delete:<id>"), the draft it sends back, and the
 * field (and card) a refused draft's message is about.
 */
type SetReply = FormReply<string, { form: string; draft?: { title: string; cards: CardRow[] }; field?: SetFieldProblem | null }>;

/** The field a refused draft's message is about, when the draft's own rules refused it (not, say, a rate limit). */
function problemField(draft: { title: string; cards: CardRow[] }, message: string): SetFieldProblem | null {
  const checked = checkSetDraftFields(draft);
  if (checked.ok || checked.message !== message || !checked.field || !checked.fieldMessage) return null;
  return { field: checked.field, message: checked.fieldMessage };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const intent = readSetIntent(await request.formData());
  // Edit, cancel and delete come back to the page of sets they were sent from (the loader moves a page
  // left empty by a delete to the last page there is); a new set is on page 1.
  const samePage = listAddress({ page: pageFromParam(new URL(request.url).searchParams.get("page")) });
  if (!intent) return reply<SetReply>({ ok: false, form: "none", formError: DEFAULT_USER_MESSAGE.BAD_REQUEST }, { status: 400 });
  if (intent.intent === "cancel") return redirect(samePage);
  if (intent.intent === "delete") {
    const form = `delete:${intent.setId}`;
    const deleted = await guard(() => deleteSet(getDb(), user.id, intent.setId), FLASHCARD_MESSAGES.deleteFailed);
    return deleted.ok ? redirect(deletedAddress(samePage)) : replyWithFailure<SetReply>(deleted, { form });
  }

  const form = "setId" in intent && intent.setId ? `edit:${intent.setId}` : "create";
  const draft = { title: intent.title, cards: intent.cards };
  // Making and editing sets is the `flashcards` feature (Basic, or the trial); deleting is always allowed.
  if (!plan.entitlements.flashcards) {
    return reply<SetReply>({ ok: false, form, draft, formError: featureGateMessage(plan, "flashcards") }, { status: 403 });
  }
  switch (intent.intent) {
    case "add-card":
      return reply<SetReply>({ ok: true, form, draft: { ...draft, cards: [...draft.cards, { front: "", back: "" }] } });
    case "remove-card":
      return reply<SetReply>({ ok: true, form, draft: { ...draft, cards: withoutRow(draft.cards, intent.index) } });
    case "create": {
      const created = await guard(() => createSet(getDb(), user.id, draft), FLASHCARD_MESSAGES.createFailed);
      if (created.ok) return redirect(createdAddress(created.value.setId, countHalfFilledRows(draft)));
      return replyWithFailure<SetReply>(created, { form, draft, field: problemField(draft, created.message) });
    }
    case "update": {
      const updated = await guard(() => updateSet(getDb(), user.id, intent.setId, draft), FLASHCARD_MESSAGES.updateFailed);
      if (updated.ok) return redirect(savedAddress(samePage, intent.setId, countHalfFilledRows(draft)));
      return replyWithFailure<SetReply>(updated, { form, draft, field: problemField(draft, updated.message) });
    }
  }
}

/**
 * A create, save or delete that never reached the server (offline, or a proxy's 502-504) keeps the form and what was
 * typed, with the spec's message for the operation, instead of the error page in place of the form.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sendOrKeep(request, () => serverAction(), (formData): SetReply => {
    const intent = readSetIntent(formData);
    if (!intent || intent.intent === "cancel") return { ok: false, form: "none", formError: FLASHCARD_MESSAGES.createFailed };
    if (intent.intent === "delete") return { ok: false, form: `delete:${intent.setId}`, formError: FLASHCARD_MESSAGES.deleteFailed };
    const editing = "setId" in intent && Boolean(intent.setId);
    return {
      ok: false,
      form: editing ? `edit:${intent.setId}` : "create",
      draft: { title: intent.title, cards: intent.cards },
      formError: editing ? FLASHCARD_MESSAGES.updateFailed : FLASHCARD_MESSAGES.createFailed,
    };
  });
}

/** Said once a set is made; the spec has no words for it. */
const SET_CREATED = "Flashcard set created.";

/**
 * Where a made set sends the browser: page 1 (the new set is the newest), at the set. The query carries the
 * set's id, never text: the page says SET_CREATED only when the id is one of the student's own sets on it.
 */
function createdAddress(setId: string, leftOut: number): string {
  const query = new URLSearchParams({ created: setId });
  if (leftOut > 0) query.set(LEFT_OUT_PARAM, String(leftOut));
  return `${LIST_PATH}?${query.toString()}#set-${setId}-title`;
}

/** How many half-filled rows a create or save left out (a number, never text): the notice says so. */
const LEFT_OUT_PARAM = "leftOut";

/** The count in ?leftOut=, when it is one a set could have left out. */
function leftOutCount(value: string | null): number {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 && count <= FLASHCARD_LIMITS.cardsPerSet * 2 ? count : 0;
}

/** Said once an edit is saved, and once a set is deleted (the spec has no words for them either). */
const SET_SAVED = "Flashcard set saved.";
const SET_DELETED = "Flashcard set deleted.";

/** The parameters that make the page say what was just done: never text, so a link cannot put words in the page. */
const NOTICE_PARAMS = ["created", "saved", "deleted", "leftOut", "found"] as const;

/** Said when "Make flashcards from this feedback" opens the set it made before (?study=<id>&found=1), not a new one. */
const FEEDBACK_SET_FOUND = "You already made flashcards from this feedback, so this is that set again.";

/** `address` (a page of sets) with one notice parameter, and the place on the page to open at. */
function withNotice(address: string, name: (typeof NOTICE_PARAMS)[number], value: string, hash: string, leftOut = 0): string {
  const url = new URL(address, "http://marker.invalid");
  url.searchParams.set(name, value);
  if (leftOut > 0) url.searchParams.set(LEFT_OUT_PARAM, String(leftOut));
  return `${url.pathname}${url.search}#${hash}`;
}

/** Where a saved edit sends the browser: its page of sets, at the set, which the page says was saved (as for a new set). */
const savedAddress = (page: string, setId: string, leftOut: number) => withNotice(page, "saved", setId, `set-${setId}-title`, leftOut);

/**
 * Where a delete sends the browser: its page of sets (or the last one there is), at the list's heading, which
 * the page says a set was deleted. The set is gone, so the query cannot name it: a made-up link can only make
 * the page say these fixed words.
 */
const deletedAddress = (page: string) => withNotice(page, "deleted", "1", "sets-heading");

/** An unexpected failure (the database) becomes the spec's message for the operation; the detail is logged. */
async function guard<T extends { ok: boolean }>(run: () => Promise<T>, message: string) {
  try {
    return await run();
  } catch (error) {
    getLogger().error({ err: error }, "flashcard set write failed");
    return { ok: false as const, code: "INTERNAL" as const, message };
  }
}

function Header({ sets, cards, dueToday, reviewGate }: { sets: number; cards: number; dueToday: number; reviewGate: ReviewGate | null }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Flashcards</h1>
        <p className="mt-2 text-slate-700">
          {sets} {sets === 1 ? "set" : "sets"} · {cardCount(cards)}
        </p>
      </div>
      {cards > 0 ? (
        <div className="text-right">
          <p className="text-slate-700">{dueToday > 0 ? `${cardCount(dueToday)} due today` : "Nothing due today"}</p>
          {dueToday > 0 && reviewGate ? <ReviewGateNote gate={reviewGate} subject="your due cards" /> : null}
          {dueToday > 0 && !reviewGate ? (
            <Link to="/flashcards/review" className={`${buttonClasses("primary", "sm")} mt-2`}>
              Review due cards
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export default function Flashcards({ loaderData, actionData }: Route.ComponentProps) {
  const { sets, page, pages, totals, study, canCreate, reviewGate, gate, youtube, draftOwner } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const reply = actionData as SetReply | undefined;

  const [createOpen, setCreateOpen] = useState(() => searchParams.has("new") || reply?.form === "create");
  const [editingId, setEditingId] = useState<string | null>(() =>
    reply?.form.startsWith("edit:") ? reply.form.slice(5) : searchParams.get("edit"),
  );
  // The open editor's draft as the student has it (SetForm reports it), to tell whether it holds unsaved changes.
  const draftRef = useRef<OpenDraft | null>(null);
  const openEditor = (setId: string | null) => {
    draftRef.current = null;
    setEditingId(setId);
  };
  // The create form's draft as the student has it: something typed there is asked about before it is thrown away too.
  const createDraftRef = useRef<SetDraft | null>(null);
  const createUnsaved = () => createOpen && createDraftRef.current !== null && draftChanged({ title: "", cards: [] }, createDraftRef.current);
  // A new set typed in this tab and not created (the session had ended, or the page was reloaded) comes back, open.
  const [keptNewSet, setKeptNewSet] = useState<SetDraft | null>(null);
  useEffect(() => {
    if (!canCreate || reply?.form === "create") return;
    const kept = readNewSetDraft(sessionStorage, draftOwner);
    if (!kept) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage is read once the page is in the browser
    setKeptNewSet(kept);
    setCreateOpen(true);
    // Only on arrival: the draft is kept as it is typed from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** The new set's draft, as typed, kept in the tab; null forgets it (created, or discarded). */
  const keepNewSet = useCallback(
    (draft: SetDraft | null) => {
      createDraftRef.current = draft;
      try {
        writeNewSetDraft(sessionStorage, draftOwner, draft);
      } catch {
        // Storage full or refused: the draft stays on the page, only not across a sign-in.
      }
    },
    [draftOwner],
  );
  /** The question to ask before leaving: about the edit with unsaved changes, else the new set with something typed. */
  const unsavedQuestion = (): string | null => {
    const title = unsavedEditTitle(sets, editingId, draftRef.current);
    if (title !== null) return discardQuestion(title);
    return createUnsaved() ? DISCARD_NEW_SET_QUESTION : null;
  };
  // What waits on the answer to "Discard them?": the question, and what to do once it is discarded.
  const [discarding, setDiscarding] = useState<{ question: string; then: () => void } | null>(null);
  const [leavingQuestion, setLeavingQuestion] = useState<string | null>(null);
  // A form's draft is dropped once its submission ends without an error (the set was saved).
  const submittedRef = useRef<FormData | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (navigation.formData) submittedRef.current = navigation.formData;
      return;
    }
    const submitted = submittedRef.current;
    submittedRef.current = null;
    if (!submitted || (reply && !reply.ok)) return;
    if (isFromSetForm(submitted, undefined)) {
      keepNewSet(null);
      setKeptNewSet(null);
      setCreateOpen(false);
    }
    const setId = submitted.get("setId");
    if (typeof setId === "string" && isFromSetForm(submitted, setId)) openEditor(null);
  }, [navigation.state, navigation.formData, reply, keepNewSet]);

  /** Sets or clears one of the address's parameters, keeping the page of sets. */
  const setParam = (name: "study" | "edit", value: string | null) => {
    setSearchParams(
      (params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        // The notice about a set just made, saved or deleted is over once the student moves on.
        for (const notice of NOTICE_PARAMS) params.delete(notice);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  /**
   * Runs `next` (which closes or replaces the open editor) at once, or, when the editor holds changes not yet
   * saved, after the student agrees to discard them: one set is edited at a time, and nothing typed goes unasked.
   */
  const leaveEditor = (next: () => void) => {
    const title = unsavedEditTitle(sets, editingId, draftRef.current);
    if (title !== null) setDiscarding({ question: discardQuestion(title), then: next });
    else next();
  };

  // Leaving the page, or this page of sets, with such an edit asks the same question: in the app, React
  // Router's blocker holds the navigation until the answer (the dialog below); a reload, closing the tab or
  // going to another site gets the browser's own question (beforeunload), the only one a page may ask then.
  // Both read the draft when the student leaves, not when the page last rendered.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const editTitle = unsavedEditTitle(sets, editingId, draftRef.current);
    const blocks =
      editTitle !== null
        ? leavingLosesEdit({ unsaved: true, editAction: listAddress({ page, edit: editingId }), currentLocation, nextLocation })
        : leavingLosesNewSet({ unsaved: createUnsaved(), currentLocation, nextLocation });
    if (blocks) setLeavingQuestion(unsavedQuestion());
    return blocks;
  });
  const leaving = blocker.state === "blocked";
  useEffect(() => {
    if (!editingId && !createOpen) return;
    const askFirst = (event: BeforeUnloadEvent) => {
      if (unsavedQuestion() === null) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", askFirst);
    return () => window.removeEventListener("beforeunload", askFirst);
    // unsavedQuestion reads the drafts' refs when the student leaves; these are what it depends on besides them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sets, editingId, createOpen]);

  const studyId = searchParams.get("study");
  const studying = studyId && study?.id === studyId ? study : undefined;
  const exitStudy = () => setParam("study", null);
  // Leaving study mode returns focus to the set that was studied.
  const [lastStudied, setLastStudied] = useState<string | null>(null);
  useEffect(() => {
    if (!studying && lastStudied) document.getElementById(`set-${lastStudied}-title`)?.focus();
  }, [studying, lastStudied]);

  // After a page link, focus moves to the list's heading, so a keyboard or screen reader user starts at the new page.
  const pagedRef = useRef(false);
  useEffect(() => {
    if (!pagedRef.current) return;
    pagedRef.current = false;
    document.getElementById("sets-heading")?.focus();
  }, [page]);

  // A set just made (?created=<id>, from the create form) or saved (?saved=<id>): the notice, and focus on the
  // set's title. A set just deleted (?deleted=1): the notice, and focus on the list's heading (the set's place
  // is gone). An id counts only when it is one of the sets on the page, the student's own.
  const onPage = (id: string | null) => (id && sets.some((set) => set.id === id) ? id : null);
  const createdSetId = onPage(searchParams.get("created"));
  const savedSetId = createdSetId ? null : onPage(searchParams.get("saved"));
  const deletedSet = !createdSetId && !savedSetId && searchParams.get("deleted") === "1";
  const noticeTarget = createdSetId ?? savedSetId;
  const location = useLocation();
  useEffect(() => {
    if (noticeTarget) document.getElementById(`set-${noticeTarget}-title`)?.focus();
    else if (deletedSet) document.getElementById("sets-heading")?.focus();
    // Again after each navigation (location.key): a second save of the same set comes back to the same address.
  }, [noticeTarget, deletedSet, location.key]);
  // The notice goes while the page is busy with the next step, so the next one (the same words again, after a
  // second save or delete) is a change in the live region, and is announced.
  const foundAgain = study !== null && searchParams.get("found") === "1";
  const done = createdSetId ? SET_CREATED : savedSetId ? SET_SAVED : deletedSet ? SET_DELETED : foundAgain ? FEEDBACK_SET_FOUND : null;
  const leftOut = done && !deletedSet ? leftOutCount(searchParams.get(LEFT_OUT_PARAM)) : 0;
  const notice = navigation.state !== "idle" || !done ? null : leftOut > 0 ? `${done} ${leftOutNotice(leftOut)}` : done;

  const openId = searchParams.get("open");
  const deleting = searchParams.get("delete");
  // A refusal about the set's cards as a whole (a picture that is no longer there) comes as the "cards" field's message.
  // An edit refused because its set is gone (deleted in another tab): the list has been reloaded without it, so what
  // was typed comes back in the create form, with the message, to be saved as a new set or let go.
  const orphanEdit =
    reply && !reply.ok && reply.form?.startsWith("edit:") && reply.draft && !sets.some((set) => `edit:${set.id}` === reply.form)
      ? { draft: reply.draft, message: reply.formError }
      : null;
  // Opened once when that refusal arrives (state adjusted while rendering, as React advises for a change of props).
  const [openedFor, setOpenedFor] = useState<unknown>(null);
  if (orphanEdit && openedFor !== reply) {
    setOpenedFor(reply);
    setCreateOpen(true);
  }
  const errorFor = (form: string) => (reply && !reply.ok && reply.form === form ? (reply.formError ?? reply.fieldErrors?.cards) : undefined);
  const fieldFor = (form: string) => (reply && !reply.ok && reply.form === form ? reply.field : undefined);

  // Cancelling an edit removes the form that had focus: focus goes back to that set's Edit button.
  const cancelledRef = useRef<string | null>(null);
  useEffect(() => {
    if (!cancelledRef.current) return;
    const button = document.getElementById(`set-${cancelledRef.current}-edit`);
    if (!button) return;
    cancelledRef.current = null;
    button.focus();
  });

  if (studying) {
    return (
      <PageContainer className="py-10">
        <Header sets={totals.sets} cards={totals.cards} dueToday={totals.dueToday} reviewGate={reviewGate} />
        <LiveNotice message={foundAgain ? FEEDBACK_SET_FOUND : null} />
        <Card className="mt-8">
          <StudyMode key={studying.id} title={studying.title} cards={studying.cards} offline={studying.offline} onExit={exitStudy} />
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="py-10">
      <Header sets={totals.sets} cards={totals.cards} dueToday={totals.dueToday} reviewGate={reviewGate} />

      {/* A study link to a set that is gone, or not the student's (an old bookmark): said, not ignored. */}
      {studyId && !studying && navigation.state === "idle" ? (
        <Banner tone="warning" className="mt-6">
          <p>{FLASHCARD_MESSAGES.setNotFound}</p>
          <p className="mt-1 font-normal">
            This set does not exist, or it belongs to someone else.{" "}
            <Link to={LIST_PATH} className="font-semibold underline">
              Back to your sets
            </Link>
          </p>
        </Banner>
      ) : null}

      <YoutubePanel
        className="mt-8"
        allowed={youtube.allowed}
        requiredPlan={youtube.requiredPlan}
        hasPlan={youtube.hasPlan}
        outcome={youtube.outcome}
        // The new set is the newest: on page 1.
        onCreated={() => (page > 1 ? void navigate(LIST_PATH) : void revalidator.revalidate())}
      />

      <section aria-labelledby="create-heading" className="mt-8">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="create-heading" className="text-xl font-semibold text-slate-900">
              Create Custom Flashcard Set
            </h2>
            {canCreate ? (
              hydrated ? (
                <Button variant={createOpen ? "secondary" : "primary"} aria-expanded={createOpen} aria-controls="create-set-form" onClick={() => {
                    if (!createOpen) return setCreateOpen(true);
                    // Cancel with something typed asks first, as leaving the page does.
                    const close = () => {
                      keepNewSet(null);
                      setKeptNewSet(null);
                      setCreateOpen(false);
                    };
                    if (createUnsaved()) setDiscarding({ question: DISCARD_NEW_SET_QUESTION, then: close });
                    else close();
                  }}>
                  {createOpen ? "Cancel" : "Add Set"}
                </Button>
              ) : (
                <form method="get" action={LIST_PATH}>
                  <Button type="submit" name={createOpen ? undefined : "new"} value={createOpen ? undefined : "1"} variant={createOpen ? "secondary" : "primary"}>
                    {createOpen ? "Cancel" : "Add Set"}
                  </Button>
                </form>
              )
            ) : null}
          </div>
          {canCreate ? (
            <div id="create-set-form" className={createOpen ? "mt-6" : undefined}>
              {createOpen ? (
                <SetForm
                  key={keptNewSet ? "kept" : "new"}
                  initial={reply?.form === "create" && reply.draft ? reply.draft : (orphanEdit?.draft ?? keptNewSet ?? { title: "", cards: [] })}
                  error={errorFor("create") ?? orphanEdit?.message}
                  errorField={fieldFor("create")}
                  submitLabel="Create Set"
                  onDraftChange={keepNewSet}
                />
              ) : null}
            </div>
          ) : (
            <div className="mt-4">
              <FeatureGate requiredPlan={gate.requiredPlan} hasPlan={gate.hasPlan} />
            </div>
          )}
        </Card>
      </section>

      <section aria-labelledby="sets-heading" className="mt-10">
        <h2 id="sets-heading" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          Your Flashcard Sets ({totals.sets})
        </h2>
        {pages > 1 ? (
          <p className="mt-1 text-sm text-slate-700">
            Page {page} of {pages}, newest first: sets {(page - 1) * FLASHCARD_LIMITS.setsPerPage + 1} to{" "}
            {(page - 1) * FLASHCARD_LIMITS.setsPerPage + sets.length} of {totals.sets}
          </p>
        ) : null}
        <LiveNotice message={notice} />
        {errorFor("none") ? (
          <Banner tone="danger" className="mt-4">
            {errorFor("none")}
          </Banner>
        ) : null}
        {sets.length === 0 ? (
          <p className="mt-4 text-slate-700">{FLASHCARD_MESSAGES.noSets}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {sets.map((set) => {
              const editDraft = reply?.form === `edit:${set.id}` && reply.draft ? reply.draft : null;
              return (
                <li key={set.id}>
                  <SetItem
                    set={set}
                    page={page}
                    showAll={openId === set.id}
                    canEdit={canCreate}
                    reviewGate={reviewGate}
                    error={errorFor(`delete:${set.id}`)}
                    confirmingDelete={deleting === set.id}
                    onStudy={() =>
                      leaveEditor(() => {
                        openEditor(null);
                        setLastStudied(set.id);
                        setParam("study", set.id);
                      })
                    }
                    onEdit={() =>
                      leaveEditor(() => {
                        openEditor(set.id);
                        // The editor needs every card of the set: when the list has only the first few, the
                        // address asks the loader for them all (and an address naming another set's edit goes).
                        if (!set.complete) setParam("edit", set.id);
                        else if (["edit", ...NOTICE_PARAMS].some((name) => searchParams.has(name))) setParam("edit", null);
                      })
                    }
                    editor={
                      editingId === set.id && canCreate && (set.complete || editDraft) ? (
                        <SetForm
                          key={set.id}
                          setId={set.id}
                          action={listAddress({ page, edit: set.id })}
                          initial={editDraft ?? { title: set.title, cards: set.cards }}
                          error={errorFor(`edit:${set.id}`)}
                          errorField={fieldFor(`edit:${set.id}`)}
                          submitLabel="Save"
                          onDraftChange={(draft) => {
                            draftRef.current = { setId: set.id, draft };
                          }}
                          onCancel={() =>
                            // Cancel discards the edit (spec section 4), after the same question as leaving it with
                            // unsaved changes: on a phone it sits beside Save, one mis-tap from losing it (a review).
                            leaveEditor(() => {
                              openEditor(null);
                              cancelledRef.current = set.id;
                              if (searchParams.has("edit")) setParam("edit", null);
                            })
                          }
                        />
                      ) : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
        <ConfirmDialog
          open={discarding !== null || leaving}
          title={discarding ? discarding.question : leaving ? (leavingQuestion ?? "") : ""}
          description={DISCARD_DESCRIPTION}
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          onCancel={() => {
            setDiscarding(null);
            if (blocker.state === "blocked") blocker.reset();
          }}
          onConfirm={() => {
            const next = discarding?.then;
            setDiscarding(null);
            if (blocker.state === "blocked") {
              // The edit (or the new set) is discarded, then the navigation that was held goes on.
              openEditor(null);
              keepNewSet(null);
              setKeptNewSet(null);
              setCreateOpen(false);
              blocker.proceed();
            } else next?.();
          }}
        />
        <SetPageLinks
          page={page}
          pages={pages}
          onNavigate={() => {
            pagedRef.current = true;
          }}
        />
      </section>
    </PageContainer>
  );
}
