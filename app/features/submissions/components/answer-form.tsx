import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";

import type { SubjectId } from "~/features/catalogue";
import type { FormReply } from "~/platform/forms/form-reply";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { hasLineNumbers } from "~/ui/numbered-lines";
import { PageContainer } from "~/ui/page";
import { SelectField } from "~/ui/select-field";
import { TextAreaField } from "~/ui/textarea-field";
import { useHydrated } from "~/ui/use-hydrated";

import { draftFromValues, hasTypedText, linkWouldMoveDraft, readAside, readDraft, writeAside, writeDraft, type AnswerDraft as Draft } from "../answer-draft";
import type { FormBoardChoice, FormPaper } from "../form-catalogue.server";
import { generateSourceButtonLabel, sourceAddedNotice } from "../source-wording";
import { isBlank, missingFields, SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from "../submission-rules";
import type { AnswerFormField } from "../submit-answer.server";
import { messageFor, ServerMessage } from "~/platform/forms/server-message";

/** Today's markings, as the page shows them. */
interface Usage {
  remaining: number;
  cap: number;
  unlimited: boolean;
  resetsOn: string;
}

/**
 * What the server says about a refused submit: the messages, what was typed (so the page drawn with the
 * refusal keeps every field) and today's usage as it is after the refusal.
 */
/**
 * The server's answer to the form. `papers` answers "Show the choices" (the form without JavaScript): the papers of
 * the board chosen, which the page drawn with the reply offers, with everything typed kept in `values`.
 */
export type AnswerReply = FormReply<AnswerFormField, { usage?: Usage; papers?: { board: string; papers: FormPaper[] } }>;

/** The question type's guidance and scheme note below the menus: they describe the question type menu. */
const QUESTION_TYPE_GUIDANCE_ID = "question-type-guidance";
const QUESTION_TYPE_SCHEME_NOTE_ID = "question-type-scheme-note";

/** The no-JavaScript form's button that shows the papers, topics and question types of what is chosen. */
export const SHOW_CHOICES_INTENT = "choose";

/** The message for a field over its limit, said in words beside its counter (the red counter alone says nothing to many). */
function tooLong(value: string, limit: number, message: string): string | undefined {
  return value.length > limit ? message : undefined;
}

/**
 * The answer form (spec section 4): board, paper, topic and question type in a cascade, the question,
 * the source when the question type needs one, and the answer; the two AI buttons; the draft kept in
 * this tab's session storage so nothing typed is lost (answer-draft.ts).
 */
export function AnswerForm({
  subject,
  boards,
  defaultBoard,
  usage: loadedUsage,
  canGenerateExtract,
  extractGate,
  idempotencyKey,
  reply,
  preset,
  draftOwner,
  offlineMarker = false,
}: {
  subject: { id: SubjectId; name: string };
  /** The server marks offline: a question answered by letters from an answer key cannot be marked here. */
  offlineMarker?: boolean;
  /** The signed-in student's id: the tab's draft is theirs only (answer-draft.ts). */
  draftOwner: string;
  /** Every board's name; papers only for the board the page was loaded for (others are loaded when picked). */
  boards: FormBoardChoice[];
  defaultBoard: string;
  usage: Usage;
  canGenerateExtract: boolean;
  /** The feature gate shown instead of the extract button when the plan lacks it. */
  extractGate: { requiredPlan: string; hasPlan: boolean };
  idempotencyKey: string;
  /** What the server said about the last submit (errors), if anything. */
  reply: AnswerReply | undefined;
  /** A question type chosen by a link (from /progress's next step): it wins over a restored draft's choice. */
  preset?: { board: string; paperId: string; topicId: string | null; questionTypeId: string } | null;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // A page drawn with a refusal (a form sent before the page's script ran) starts from what was sent.
  const echoed = draftFromValues(reply?.values);
  const [draft, setDraft] = useState<Draft>(() => ({
    board: preset?.board ?? defaultBoard,
    paperId: preset?.paperId ?? null,
    topicId: preset?.topicId ?? null,
    questionTypeId: preset?.questionTypeId ?? null,
    questionText: "",
    sourceText: "",
    answerText: "",
    ...echoed,
  }));
  const [restored, setRestored] = useState(false);
  const [generating, setGenerating] = useState<"question" | "extract" | null>(null);
  // A notice may offer to put back what a generated text replaced (the student's own question or source): generating
  // never loses what was typed.
  const [notice, setNotice] = useState<{ tone: "danger" | "info"; text: string; replaced?: { field: "questionText" | "sourceText"; text: string } } | null>(
    null,
  );

  // Nothing typed is lost: the draft lives in this tab's session storage until the answer is accepted
  // (the route's clientAction forgets it then); what a refusal sent back is newer than the stored copy.
  const startedFromReply = useRef(Object.keys(echoed).length > 0);
  // An unsent answer to another question, set aside when a link opened the form on a new one (answer-draft.ts).
  const [aside, setAside] = useState<Draft | null>(null);
  // The last source text Marker generated, and the question it was for (a failed generation for another question
  // takes it out: see generate below).
  const generatedSource = useRef<{ text: string; question: string } | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    try {
      const restoredDraft = startedFromReply.current ? null : readDraft(sessionStorage, subject.id, draftOwner);
      const selection = preset ? { board: preset.board, paperId: preset.paperId, topicId: preset.topicId, questionTypeId: preset.questionTypeId } : {};
      if (restoredDraft && preset && linkWouldMoveDraft(restoredDraft, preset)) {
        // The link's question starts empty: a typed answer is never moved onto another board's or paper's question,
        // where Continue would mark it against the wrong mark scheme. It is kept, and the form offers it back.
        const kept: Draft = { ...draft, questionText: "", sourceText: "", answerText: "", ...restoredDraft };
        writeAside(sessionStorage, subject.id, draftOwner, kept);
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setAside(kept);
      } else {
        // Restoring after hydration is deliberate: the server cannot see this tab's storage.
        if (restoredDraft) setDraft((current) => ({ ...current, ...restoredDraft, ...selection }));
        setAside(readAside(sessionStorage, subject.id, draftOwner));
      }
    } catch {
      // Storage unavailable (private mode): the form still works, without restore.
    }
    setRestored(true);
    // The link's choice is applied once: from here the tab's draft holds it, so the address drops it (a reload must
    // not apply it again over what the student has done since, such as going back to an answer set aside). The
    // route loads nothing for this (routes/subject.tsx shouldRevalidate).
    if (preset) void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, preventScrollReset: true });
    // The preset is read once, with the draft; a later change of preset comes with a new page (and key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subject.id]);
  useEffect(() => {
    if (!restored) return;
    try {
      writeDraft(sessionStorage, subject.id, draftOwner, draft);
    } catch {
      // Ignore: see above.
    }
  }, [draft, restored, subject.id, draftOwner]);

  // Another board's papers are fetched from this page's loader (?board=) when the student picks it, and kept.
  const papersFetcher = useFetcher<{ boards?: FormBoardChoice[] }>();
  const [fetchedPapers, setFetchedPapers] = useState<Record<string, FormPaper[]>>({});
  useEffect(() => {
    const loaded = papersFetcher.data?.boards?.filter((candidate) => candidate.papers) ?? [];
    if (loaded.length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- caching what the fetcher brought
    setFetchedPapers((current) => ({ ...current, ...Object.fromEntries(loaded.map((candidate) => [candidate.id, candidate.papers!])) }));
  }, [papersFetcher.data]);
  const board = boards.find((candidate) => candidate.id === draft.board) ?? boards[0]!;
  const boardPapers: FormPaper[] | null =
    board.papers ??
    (reply?.papers?.board === board.id ? reply.papers.papers : null) ??
    fetchedPapers[board.id] ??
    papersFetcher.data?.boards?.find((candidate) => candidate.id === board.id)?.papers ??
    null;
  const requestedBoards = useRef(new Set<string>());
  const { load: loadPapers, state: papersState } = papersFetcher;
  useEffect(() => {
    // Each board is asked for once per page; a failed load leaves "Loading papers…" rather than retrying in a loop.
    if (boardPapers !== null || papersState !== "idle" || requestedBoards.current.has(board.id)) return;
    requestedBoards.current.add(board.id);
    void loadPapers(`${location.pathname}?board=${encodeURIComponent(board.id)}`);
  }, [boardPapers, board.id, location.pathname, loadPapers, papersState]);
  // The first paper is selected when none is chosen (spec section 4).
  const paper = boardPapers?.find((candidate) => candidate.id === draft.paperId) ?? boardPapers?.[0];
  const topic = paper?.topics.find((candidate) => candidate.id === draft.topicId);
  // The draft names the paper shown even when the student left the first one as it was, so a link to another
  // paper's question of the same name is known to be another question (answer-draft.ts linkWouldMoveDraft).
  const shownPaperId = paper?.id ?? null;
  useEffect(() => {
    if (!restored || draft.paperId !== null || shownPaperId === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- recording the paper the form shows
    setDraft((current) => (current.paperId === null ? { ...current, paperId: shownPaperId } : current));
  }, [restored, draft.paperId, shownPaperId]);
  const questionTypes = paper ? (paper.topics.length > 0 ? (topic?.questionTypes ?? []) : paper.questionTypes) : [];
  const questionType = questionTypes.find((candidate) => candidate.id === draft.questionTypeId);
  const needsSource = questionType?.needsSource ?? false;
  const sourceLabel = questionType?.sourceLabel ?? "Extract";
  const missing = useMemo(() => missingFields(draft, needsSource, sourceLabel), [draft, needsSource, sourceLabel]);
  // The usage a refusal brought back is newer than the page's (React Router does not reload the page's data
  // after a refused submit).
  const usage = reply?.usage ?? loadedUsage;
  const outOfMarkings = !usage.unlimited && usage.remaining <= 0;
  const allowanceUsedUp = `You have used all ${usage.cap} markings for today. Your allowance resets on ${usage.resetsOn}.`;
  // A refusal for the allowance is said once, by the allowance's own banner.
  const formError = reply?.formError && !(outOfMarkings && reply.formError === allowanceUsedUp) ? reply.formError : null;
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const keyOnly = offlineMarker && Boolean(questionType?.statementChoice);
  const canSubmit = Boolean(questionType) && Object.keys(missing).length === 0 && !outOfMarkings && !keyOnly && !submitting;

  // A very short answer to a question of many marks (four words for 34 marks) is asked about once before it uses a
  // marking: sent by mistake, it would cost one of the day's markings for a mark of nothing. Asked again only if the
  // answer changes. Without JavaScript the form sends it, as before.
  const answerWords = draft.answerText.trim() === "" ? 0 : draft.answerText.trim().split(/\s+/).length;
  // Under ten words for a question of eight marks or more: a sentence at most, where a developed answer is expected.
  const expectedWords = questionType && questionType.marks >= 8 ? 10 : 0;
  const looksShort = questionType !== undefined && answerWords > 0 && answerWords < expectedWords;
  const shortConfirmed = useRef<string | null>(null);
  const [askedAboutShort, setAskedAboutShort] = useState<string | null>(null);
  const shortQuestionRef = useRef<HTMLDivElement>(null);
  const askingAboutShort = looksShort && askedAboutShort === draft.answerText;
  useEffect(() => {
    if (askingAboutShort) shortQuestionRef.current?.focus();
  }, [askingAboutShort]);
  const checkLengthBeforeSending = (event: React.FormEvent<HTMLFormElement>) => {
    if (!looksShort || shortConfirmed.current === draft.answerText) return;
    event.preventDefault();
    setAskedAboutShort(draft.answerText);
  };
  const fieldErrors: Partial<Record<AnswerFormField, string>> = reply?.fieldErrors ?? {};

  // After a refused submit, focus goes to what says why (it would otherwise fall to the page): the form's
  // message, the allowance's banner, or the first field with an error (its message is its description).
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const allowanceRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reply || reply.ok) return;
    const target =
      formErrorRef.current ??
      (reply.formError ? allowanceRef.current : null) ??
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [reply]);
  // Without JavaScript that effect never runs, and a refused form comes back as a new page whose reason a screen
  // reader would not reach until it read down to it: the same target takes focus as the page loads (autofocus,
  // in the server's HTML only, so a field shown later never takes focus from what the student is doing).
  const focusOnLoad: "form" | "allowance" | AnswerFormField | null =
    hydrated || !reply || reply.ok
      ? null
      : formError
        ? "form"
        : reply.formError && outOfMarkings
          ? "allowance"
          : ((["selection", "questionText", "sourceText", "answerText"] as const).find((field) => fieldErrors[field]) ?? null);

  const update = (changes: Partial<Draft>) => {
    // A notice about what to choose or type first is stale once the student changes that.
    // Editing a generated text also ends the offer to put back what it replaced (that would throw the edit away).
    if (["board", "paperId", "topicId", "questionTypeId", "questionText", "sourceText"].some((field) => field in changes)) setNotice(null);
    setDraft((current) => ({ ...current, ...changes }));
  };
  const missingLabels = [
    missing.questionText ? "the question" : null,
    missing.sourceText ? `the ${sourceLabel.toLowerCase()}` : null,
    missing.answerText ? "your answer" : null,
  ].filter((label): label is string => label !== null);
  // Exactly what stands between the student and Continue, said next to the button.
  const blockedReason = submitting
    ? null
    : !questionType
      ? // Say the first choice still to make: the question type's menu appears only once a paper (and, on
        // a paper with topics, a topic) is chosen.
        !paper
        ? "Choose a paper to continue."
        : paper.topics.length > 0 && !topic
          ? "Choose a topic to continue."
          : "Choose a question type to continue."
      : // Said before what is missing: there is no point typing letters this server cannot mark.
        offlineMarker && questionType.statementChoice
        ? SUBMISSION_MESSAGES.statementsNeedKey
        : missingLabels.length > 0
          ? `To continue, add ${missingLabels.length === 1 ? missingLabels[0] : `${missingLabels.slice(0, -1).join(", ")} and ${missingLabels.at(-1)}`}.`
          : outOfMarkings
            ? `You have used all your markings for today. They reset on ${usage.resetsOn}.`
            : null;

  // Continue is held back by the day's allowance only (nothing left to choose or type).
  const allowanceBlocks = Boolean(questionType) && missingLabels.length === 0 && outOfMarkings && !submitting;

  async function generate(kind: "question" | "extract") {
    // The buttons stay focusable while one works (aria-disabled, not disabled): focus is not dropped to the page.
    if (generating !== null) return;
    setNotice(null);
    if (!paper || !questionType) {
      setNotice({
        tone: "danger",
        text:
          kind === "question"
            ? "Please select paper and question type first"
            : "Please select a paper, question type, and enter a question first",
      });
      return;
    }
    if (kind === "extract" && isBlank(draft.questionText)) {
      setNotice({ tone: "danger", text: "Please select a paper, question type, and enter a question first" });
      return;
    }
    setGenerating(kind);
    try {
      const response = await fetch("/api/generate", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          kind,
          subjectId: subject.id,
          board: board.id,
          paperId: paper.id,
          topicId: topic?.id,
          questionTypeId: questionType.id,
          questionText: draft.questionText,
        }),
      });
      const body = (await response.json().catch(() => null)) as { text?: string; error?: { message?: string } } | null;
      if (!response.ok || typeof body?.text !== "string") {
        throw new ServerMessage(body?.error?.message ?? "");
      }
      const field = kind === "question" ? "questionText" : "sourceText";
      const before = draft[field];
      if (kind === "extract") generatedSource.current = { text: body.text, question: draft.questionText };
      update({ [field]: body.text });
      // The field that was filled gets focus, and the (polite) notice says so: the student hears where the
      // text went rather than nothing.
      document.getElementById(`field-${field}`)?.focus();
      setNotice({
        tone: "info",
        text: kind === "question" ? "Question added. You can edit it." : sourceAddedNotice(sourceLabel),
        replaced: isBlank(before) || before === body.text ? undefined : { field, text: before },
      });
    } catch (error) {
      const fallback =
        kind === "question" ? "Error generating question. Please try again." : "Error generating extract. Please try again.";
      // A text Marker printed for an earlier question, left as it was, is not the text of this one: it comes out (with
      // "Put back"), so the answer is not marked against it. A review found 'Exposure' kept under an 'Ozymandias'
      // question after "not in Marker's offline collection", with Continue enabled.
      const earlier = generatedSource.current;
      if (kind === "extract" && earlier && draft.sourceText === earlier.text && draft.questionText !== earlier.question) {
        const label = sourceLabel.toLowerCase();
        update({ sourceText: "" });
        setNotice({
          tone: "danger",
          text: `${messageFor(error, fallback)} The ${label} Marker added for your earlier question has been taken out, as it is not this question's ${label}.`,
          replaced: { field: "sourceText", text: earlier.text },
        });
        generatedSource.current = null;
        return;
      }
      setNotice({ tone: "danger", text: messageFor(error, fallback) });
    } finally {
      setGenerating(null);
    }
  }

  return (
    <PageContainer className="py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{subject.name}</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/subjects" className={buttonClasses("secondary", "sm")}>
            Back to Subjects
          </Link>
          <Link to="/flashcards" className={buttonClasses("secondary", "sm")}>
            Study with Flashcards
          </Link>
        </div>
      </div>
      <p className="mt-2 text-slate-700">
        {usage.unlimited ? "Unlimited markings today." : `${usage.remaining} of ${usage.cap} markings remaining today.`}
      </p>
      {outOfMarkings ? (
        // Focused after a refusal for the allowance, so it is read then; on arriving, it is part of the page.
        <div ref={allowanceRef} id="allowance-used-up" tabIndex={-1} autoFocus={focusOnLoad === "allowance"} className="mt-4 rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
          <Banner tone="warning" announce={false}>
            {allowanceUsedUp}
          </Banner>
        </div>
      ) : null}

      <Form ref={formRef} method="post" onSubmit={checkLengthBeforeSending} className="mt-8 grid gap-8">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Card className="h-fit space-y-5">
          <h2 className="text-lg font-semibold text-slate-900">Exam settings</h2>
          <SelectField
            label="Exam board"
            name="board"
            value={board.id}
            onChange={(value) => update({ board: value, paperId: null, topicId: null, questionTypeId: null })}
            options={boards.map((option) => ({ value: option.id, label: option.name }))}
          />
          {board.specification ? <p className="-mt-3 text-sm text-slate-700">{board.specification}</p> : null}
          {boardPapers === null ? (
            <p className="text-sm text-slate-700" role="status">
              Loading papers…
            </p>
          ) : boardPapers.length === 0 ? (
            <p className="text-sm text-slate-700">No papers available</p>
          ) : (
            <SelectField
              label="Paper"
              name="paperId"
              value={paper?.id ?? ""}
              onChange={(value) => update({ paperId: value, topicId: null, questionTypeId: null })}
              options={boardPapers.map((option) => ({ value: option.id, label: option.name }))}
            />
          )}
          {paper && paper.topics.length > 0 ? (
            <SelectField
              label="Topic"
              name="topicId"
              value={topic?.id ?? ""}
              placeholder="Choose a topic"
              onChange={(value) => update({ topicId: value || null, questionTypeId: null })}
              options={paper.topics.map((option) => ({ value: option.id, label: option.name }))}
            />
          ) : null}
          {paper && (paper.topics.length === 0 || topic) ? (
            questionTypes.length === 0 ? (
              <p className="text-sm text-slate-700">No question types available for this paper</p>
            ) : (
              <SelectField
                label="Question type"
                name="questionTypeId"
                value={questionType?.id ?? ""}
                placeholder="Choose a question type"
                onChange={(value) => update({ questionTypeId: value || null })}
                options={questionTypes.map((option) => ({ value: option.id, label: option.name }))}
                error={fieldErrors.selection}
                describedBy={[questionType ? QUESTION_TYPE_GUIDANCE_ID : null, questionType?.schemeNote ? QUESTION_TYPE_SCHEME_NOTE_ID : null].filter(Boolean).join(" ") || undefined}
                autoFocus={focusOnLoad === "selection"}
              />
            )
          ) : null}
          {!hydrated ? (
            // Without JavaScript the choices cannot follow the menus as they change: this asks the server for the
            // papers, topics and question types of what is chosen, keeping everything typed.
            <Button type="submit" name="intent" value={SHOW_CHOICES_INTENT} variant="secondary" size="sm" formNoValidate>
              Show the choices for this board and paper
            </Button>
          ) : null}
          {/* Both describe the question type menu above (its aria-describedby), so they are read when it has focus. */}
          {questionType ? (
            <p id={QUESTION_TYPE_GUIDANCE_ID} className="text-sm text-slate-700">
              {questionType.guidance}
            </p>
          ) : null}
          {questionType?.schemeNote ? (
            <p id={QUESTION_TYPE_SCHEME_NOTE_ID} className="text-sm text-slate-700">
              {questionType.schemeNote}
            </p>
          ) : null}
          {paper && paper.setTexts.length > 0 ? (
            <details className="text-sm text-slate-700">
              <summary className="cursor-pointer font-medium text-slate-900">Set texts on this paper</summary>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {paper.setTexts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </Card>

        <div className="space-y-6">
          <div aria-live="polite" className="space-y-2">
            {aside ? (
              <div className="space-y-2">
                <Banner tone="info" announce={false}>
                  {asideNotice(aside)}
                </Banner>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    // A swap: whatever is typed here now is kept aside in its place, so neither is lost.
                    const current = hasTypedText(draft) ? draft : null;
                    try {
                      writeAside(sessionStorage, subject.id, draftOwner, current);
                    } catch {
                      // Storage unavailable: the swap still happens on the page.
                    }
                    update(aside);
                    setAside(current);
                    setNotice({ tone: "info", text: UNSENT_ANSWER_BACK });
                    document.getElementById("field-answerText")?.focus();
                  }}
                >
                  Go back to my unsent answer
                </Button>
              </div>
            ) : null}
            {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
            {notice?.replaced ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  const { field, text } = notice.replaced!;
                  update({ [field]: text });
                  setNotice({ tone: "info", text: field === "questionText" ? "Your own question is back." : `Your own ${sourceLabel.toLowerCase()} is back.` });
                  document.getElementById(`field-${field}`)?.focus();
                }}
              >
                {notice.replaced.field === "questionText" ? "Put back my question" : `Put back my ${sourceLabel.toLowerCase()}`}
              </Button>
            ) : null}
          </div>
          {formError ? (
            // The refusal takes focus (an alert already on the page when it loads is seldom read out).
            <div ref={formErrorRef} id="answer-form-error" tabIndex={-1} autoFocus={focusOnLoad === "form"} className="rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700">
              <Banner tone="danger" announce={false}>
                {formError}
              </Banner>
            </div>
          ) : null}
          <TextAreaField
            label="Question"
            name="questionText"
            value={draft.questionText}
            onChange={(value) => update({ questionText: value })}
            max={SUBMISSION_LIMITS.question}
            rows={3}
            placeholder="Type or paste the exam question you are answering."
            error={fieldErrors.questionText ?? tooLong(draft.questionText, SUBMISSION_LIMITS.question, SUBMISSION_MESSAGES.questionTooLong)}
            autoFocus={focusOnLoad === "questionText"}
            action={
              // A script's button: without JavaScript it could do nothing, so it is hidden (and out of the Tab order) until the script runs.
              <Button
                variant="secondary"
                size="sm"
                hidden={!hydrated}
                onClick={() => generate("question")}
                aria-disabled={generating !== null ? true : undefined}
                className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
              >
                {generating === "question" ? "Generating..." : "Generate a question"}
              </Button>
            }
          />
          {needsSource ? (
            <TextAreaField
              label={sourceLabel}
              name="sourceText"
              value={draft.sourceText}
              onChange={(value) => update({ sourceText: value })}
              max={SUBMISSION_LIMITS.source}
              rows={8}
              placeholder={`Paste the ${sourceLabel.toLowerCase()} from the paper here.`}
              keepLines={hasLineNumbers(draft.sourceText)}
              error={fieldErrors.sourceText ?? tooLong(draft.sourceText, SUBMISSION_LIMITS.source, SUBMISSION_MESSAGES.sourceTooLong)}
              autoFocus={focusOnLoad === "sourceText"}
              action={
                canGenerateExtract ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    hidden={!hydrated}
                    onClick={() => generate("extract")}
                    aria-disabled={generating !== null ? true : undefined}
                    className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
                  >
                    {generating === "extract" ? "Generating..." : generateSourceButtonLabel(sourceLabel)}
                  </Button>
                ) : null
              }
            />
          ) : null}
          {needsSource && !canGenerateExtract ? (
            // The plan does not include it: the app's feature gate (spec section 6), named for what it would write.
            <section aria-labelledby="generate-source-gate" className="space-y-2">
              <p id="generate-source-gate" className="text-sm font-semibold text-slate-900">
                {generateSourceButtonLabel(sourceLabel)} with AI
              </p>
              <FeatureGate requiredPlan={extractGate.requiredPlan} hasPlan={extractGate.hasPlan} />
            </section>
          ) : null}
          <TextAreaField
            label="Your answer"
            name="answerText"
            value={draft.answerText}
            onChange={(value) => update({ answerText: value })}
            max={SUBMISSION_LIMITS.answer}
            rows={16}
            placeholder={questionType?.answerPlaceholder ?? "Write your answer here."}
            error={fieldErrors.answerText ?? tooLong(draft.answerText, SUBMISSION_LIMITS.answer, SUBMISSION_MESSAGES.answerTooLong)}
            autoFocus={focusOnLoad === "answerText"}
          />
          <div className="space-y-2">
            {/* Why Continue is not available, in the page before it: a disabled button is skipped by the Tab key, so
                its description alone is not heard; read in order, this comes first, and a change is announced. */}
            {/* The allowance's reason is not announced here: after a refusal, focus goes to its banner, which says
                it already; announcing it here as well read the same refusal twice in two wordings. */}
            <div aria-live="polite">
              {blockedReason && !allowanceBlocks ? (
                <p id="continue-blocked" className="text-sm text-slate-700">
                  {blockedReason}
                </p>
              ) : null}
            </div>
            {blockedReason && allowanceBlocks ? (
              <p id="continue-blocked" className="text-sm text-slate-700">
                {blockedReason}
              </p>
            ) : null}
            {askingAboutShort && questionType ? (
              <div ref={shortQuestionRef} tabIndex={-1} className="space-y-3 rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
                <Banner tone="warning">
                  Your answer is {answerWords} {answerWords === 1 ? "word" : "words"} long, and answers to a {questionType.marks}-mark question are
                  usually much longer. Marking it uses one of today&apos;s markings. Keep writing, or send it as it is?
                </Banner>
                <Button type="submit" variant="secondary" onClick={() => (shortConfirmed.current = draft.answerText)} disabled={hydrated && !canSubmit}>
                  Send it as it is
                </Button>
              </div>
            ) : null}
            {/* Without JavaScript the page cannot see what is typed, so Continue stays available and the server says what is missing. */}
            <Button type="submit" size="lg" disabled={hydrated && !canSubmit} aria-describedby={blockedReason ? "continue-blocked" : undefined}>
              {submitting ? "Redirecting..." : "Continue"}
            </Button>
          </div>
        </div>
      </Form>
    </PageContainer>
  );
}

/** What the form says back when the student returns to an answer set aside. */
export const UNSENT_ANSWER_BACK = "Your unsent answer is back, with the question it was for.";

/** The notice for an answer set aside when a link opened the form on another question. */
export function asideNotice(aside: Pick<Draft, "questionText">): string {
  const question = aside.questionText.trim().replace(/\s+/g, " ");
  const shown = question.length > 90 ? `${question.slice(0, 89).trimEnd()}…` : question;
  return question
    ? `You have an answer you have not sent yet, to another question (“${shown}”). It is kept: this form starts on the question you chose.`
    : "You have an answer you have not sent yet, to another question. It is kept: this form starts on the question you chose.";
}
