import { useEffect, useMemo, useState, type ReactNode } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { pricingRedirectFor } from "~/features/billing/plan-state";
import { getQuestionType } from "~/features/catalogue/catalogue";
import { SUBJECTS, type SubjectId } from "~/features/catalogue/subjects";
import { createSubmission } from "~/features/submissions/create-submission.server";
import { defaultBoardFor, formCatalogueFor, type FormBoard } from "~/features/submissions/form-catalogue.server";
import {
  MAX_SUBMISSION_BODY_BYTES,
  missingFields,
  SUBMISSION_FIELDS,
  SUBMISSION_LIMITS,
  SUBMISSION_MESSAGES,
  submissionFormSchema,
} from "~/features/submissions/submission-schema";
import { getDailyUsage } from "~/features/usage/marking-quota.server";
import { formValues } from "~/features/auth/validation";
import { getDb } from "~/platform/db/client.server";
import { passOnRetryAfter, secondsUntil } from "~/platform/http/route-headers";
import { getLogger } from "~/platform/logger.server";
import { nextLondonMidnight } from "~/platform/time/london-day";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/subject";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const name = loaderData && "subject" in loaderData && loaderData.subject ? loaderData.subject.name : "Subject";
  return [{ title: `Marker - ${name}` }];
}

function findSubject(slug: string | undefined) {
  return SUBJECTS.find((subject) => subject.id === slug);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, profile, plan } = await requireSetUpUser(request, context);
  const subject = findSubject(params.subjectSlug);
  if (!subject) return data({ state: "not-found" as const }, { status: 404 });
  const goPay = pricingRedirectFor(plan);
  if (goPay) throw redirect(goPay);
  if (!plan.entitlements.subjects.includes(subject.id)) {
    return data({ state: "locked" as const, subject }, { status: 403 });
  }
  const usage = await getDailyUsage(getDb(), user.id, plan.entitlements.dailyMarkingCap);
  return {
    state: "open" as const,
    subject,
    boards: formCatalogueFor(subject.id),
    defaultBoard: defaultBoardFor(profile.examBoards[subject.id]),
    usage,
    canGenerateExtract: plan.entitlements.extractGeneration,
    idempotencyKey: crypto.randomUUID(),
  };
}

type FieldName = "questionText" | "sourceText" | "answerText" | "selection";

/** Sends the action's Retry-After with a 429 (React Router drops an action's headers otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const subject = findSubject(params.subjectSlug);
  if (!subject) throw data(null, { status: 404 });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_SUBMISSION_BODY_BYTES) {
    return data({ formError: SUBMISSION_MESSAGES.bodyTooLarge, fieldErrors: {} as Partial<Record<FieldName, string>> }, { status: 413 });
  }
  const goPay = pricingRedirectFor(plan);
  if (goPay) throw redirect(goPay);
  if (!plan.entitlements.subjects.includes(subject.id)) {
    return data({ formError: "Upgrade to access this subject", fieldErrors: {} as Partial<Record<FieldName, string>> }, { status: 403 });
  }
  const db = getDb();
  const burst = await consumeRateLimit(db, { key: `submit:user:${user.id}`, limit: 10, windowSeconds: 60 });
  if (!burst.allowed) {
    return data(
      { formError: "You are sending answers very quickly. Please wait a minute and try again.", fieldErrors: {} },
      { status: 429, headers: { "Retry-After": String(burst.retryAfterSeconds) } },
    );
  }

  const parsed = submissionFormSchema.safeParse(formValues(await request.formData(), SUBMISSION_FIELDS));
  if (!parsed.success) {
    const fieldErrors: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      const key: FieldName = field === "questionText" || field === "sourceText" || field === "answerText" ? field : "selection";
      fieldErrors[key] ??= issue.message;
    }
    return data({ formError: undefined, fieldErrors }, { status: 400 });
  }
  const input = parsed.data;
  const questionType = getQuestionType(subject.id, input.board as never, input.paperId, input.questionTypeId, input.topicId);
  if (!questionType) {
    return data({ formError: undefined, fieldErrors: { selection: SUBMISSION_MESSAGES.selectionInvalid } }, { status: 400 });
  }
  const missing = missingFields(input, questionType.needsSource, questionType.sourceLabel);
  if (Object.keys(missing).length > 0) return data({ formError: undefined, fieldErrors: missing }, { status: 400 });

  const result = await createSubmission(
    db,
    {
      userId: user.id,
      subjectId: subject.id,
      subjectName: subject.name,
      board: input.board,
      paper: input.paperId,
      topic: input.topicId ?? null,
      questionType: input.questionTypeId,
      questionText: input.questionText.trim(),
      answerText: input.answerText,
      sourceText: questionType.needsSource || input.sourceText.trim() ? input.sourceText : null,
      idempotencyKey: input.idempotencyKey,
    },
    plan.entitlements.dailyMarkingCap,
  );
  if (!result.ok) {
    const usage = await getDailyUsage(db, user.id, plan.entitlements.dailyMarkingCap);
    return data(
      {
        formError: `You have used all ${usage.cap} markings for today. Your allowance resets on ${usage.resetsOn}.`,
        fieldErrors: {},
      },
      // The allowance comes back at midnight, London time.
      { status: 429, headers: { "Retry-After": String(secondsUntil(nextLondonMidnight(new Date()))) } },
    );
  }
  getLogger().info({ submissionId: result.id, duplicate: result.duplicate }, "submission saved");
  return redirect(`/marking-results/${result.id}`);
}

interface Draft {
  board: string;
  paperId: string | null;
  topicId: string | null;
  questionTypeId: string | null;
  questionText: string;
  sourceText: string;
  answerText: string;
}

const draftKey = (subjectId: string) => `marker:draft:${subjectId}`;

export default function SubjectPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">Subject not found</h1>
        <Link to="/subjects" className={`${buttonClasses("primary", "md")} mt-6`}>
          Back to Subjects
        </Link>
      </PageContainer>
    );
  }
  if (loaderData.state === "locked") {
    return (
      <PageContainer className="py-16">
        <h1 className="text-3xl font-bold text-slate-900">{loaderData.subject.name}</h1>
        <Card className="mt-6 max-w-xl">
          <p className="font-semibold text-slate-900">Upgrade to access this subject</p>
          <p className="mt-2 text-slate-700">Standard and Premium open all three subjects.</p>
          <div className="mt-4 flex gap-4">
            <Link to="/pricing" className={buttonClasses("primary", "md")}>
              Upgrade Plan
            </Link>
            <Link to="/subjects" className={buttonClasses("secondary", "md")}>
              Back to Subjects
            </Link>
          </div>
        </Card>
      </PageContainer>
    );
  }
  return <AnswerForm {...loaderData} />;
}

function AnswerForm({
  subject,
  boards,
  defaultBoard,
  usage,
  canGenerateExtract,
  idempotencyKey,
}: {
  subject: { id: SubjectId; name: string };
  boards: FormBoard[];
  defaultBoard: string;
  usage: { remaining: number; cap: number; unlimited: boolean; resetsOn: string };
  canGenerateExtract: boolean;
  idempotencyKey: string;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [draft, setDraft] = useState<Draft>({
    board: defaultBoard,
    paperId: null,
    topicId: null,
    questionTypeId: null,
    questionText: "",
    sourceText: "",
    answerText: "",
  });
  const [restored, setRestored] = useState(false);
  const [generating, setGenerating] = useState<"question" | "extract" | null>(null);
  const [notice, setNotice] = useState<{ tone: "danger" | "info"; text: string } | null>(null);

  // Nothing typed is lost: the draft lives in this tab's session storage until it is sent.
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(draftKey(subject.id));
      // Restoring after hydration is deliberate: the server cannot see this tab's storage.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (saved) setDraft((current) => ({ ...current, ...(JSON.parse(saved) as Partial<Draft>) }));
    } catch {
      // Storage unavailable (private mode): the form still works, without restore.
    }
    setRestored(true);
  }, [subject.id]);
  useEffect(() => {
    if (!restored) return;
    try {
      sessionStorage.setItem(draftKey(subject.id), JSON.stringify(draft));
    } catch {
      // Ignore: see above.
    }
  }, [draft, restored, subject.id]);

  const board = boards.find((candidate) => candidate.id === draft.board) ?? boards[0]!;
  // The first paper is selected when none is chosen (spec section 4).
  const paper = board.papers.find((candidate) => candidate.id === draft.paperId) ?? board.papers[0];
  const topic = paper?.topics.find((candidate) => candidate.id === draft.topicId);
  const questionTypes = paper ? (paper.topics.length > 0 ? (topic?.questionTypes ?? []) : paper.questionTypes) : [];
  const questionType = questionTypes.find((candidate) => candidate.id === draft.questionTypeId);
  const needsSource = questionType?.needsSource ?? false;
  const sourceLabel = questionType?.sourceLabel ?? "Extract";
  const missing = useMemo(() => missingFields(draft, needsSource, sourceLabel), [draft, needsSource, sourceLabel]);
  const outOfMarkings = !usage.unlimited && usage.remaining <= 0;
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const canSubmit = Boolean(questionType) && Object.keys(missing).length === 0 && !outOfMarkings && !submitting;
  const fieldErrors = (actionData?.fieldErrors ?? {}) as Partial<Record<FieldName, string>>;

  const update = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  async function generate(kind: "question" | "extract") {
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
    if (kind === "extract" && !draft.questionText.trim()) {
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
        throw new Error(body?.error?.message ?? "");
      }
      update(kind === "question" ? { questionText: body.text } : { sourceText: body.text });
    } catch (error) {
      const fallback =
        kind === "question" ? "Error generating question. Please try again." : "Error generating extract. Please try again.";
      setNotice({ tone: "danger", text: error instanceof Error && error.message ? error.message : fallback });
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
        <Banner tone="warning" className="mt-4">
          You have used all {usage.cap} markings for today. Your allowance resets on {usage.resetsOn}.
        </Banner>
      ) : null}

      <Form
        method="post"
        className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]"
        onSubmit={() => {
          try {
            sessionStorage.removeItem(draftKey(subject.id));
          } catch {
            // Ignore.
          }
        }}
      >
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
          {board.papers.length === 0 ? (
            <p className="text-sm text-slate-700">No papers available</p>
          ) : (
            <SelectField
              label="Paper"
              name="paperId"
              value={paper?.id ?? ""}
              onChange={(value) => update({ paperId: value, topicId: null, questionTypeId: null })}
              options={board.papers.map((option) => ({ value: option.id, label: option.name }))}
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
              />
            )
          ) : null}
          {questionType ? <p className="text-sm text-slate-700">{questionType.guidance}</p> : null}
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
          <div aria-live="polite">
            {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
            {actionData?.formError ? <Banner tone="danger">{actionData.formError}</Banner> : null}
          </div>
          <TextAreaField
            label="Question"
            name="questionText"
            value={draft.questionText}
            onChange={(value) => update({ questionText: value })}
            max={SUBMISSION_LIMITS.question}
            rows={3}
            placeholder="Type or paste the exam question you are answering."
            error={fieldErrors.questionText}
            action={
              <Button variant="secondary" size="sm" onClick={() => generate("question")} disabled={generating !== null}>
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
              error={fieldErrors.sourceText}
              action={
                canGenerateExtract ? (
                  <Button variant="secondary" size="sm" onClick={() => generate("extract")} disabled={generating !== null}>
                    {generating === "extract" ? "Generating..." : "Generate an extract"}
                  </Button>
                ) : (
                  <span className="text-sm text-slate-700">
                    Extract generation: Standard Plan Required.{" "}
                    <Link to="/pricing" className="font-semibold text-brand-700 hover:underline">
                      Upgrade to Standard
                    </Link>
                  </span>
                )
              }
            />
          ) : null}
          <TextAreaField
            label="Your answer"
            name="answerText"
            value={draft.answerText}
            onChange={(value) => update({ answerText: value })}
            max={SUBMISSION_LIMITS.answer}
            rows={16}
            placeholder={questionType?.answerPlaceholder ?? "Write your answer here."}
            error={fieldErrors.answerText}
          />
          <div className="flex items-center gap-4">
            <Button type="submit" size="lg" disabled={!canSubmit}>
              {submitting ? "Redirecting..." : "Continue"}
            </Button>
            {!questionType ? <p className="text-sm text-slate-700">Choose a question type to continue.</p> : null}
          </div>
        </div>
      </Form>
    </PageContainer>
  );
}

function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextAreaField({
  label,
  name,
  value,
  onChange,
  max,
  rows,
  placeholder,
  error,
  action: extra,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows: number;
  placeholder: string;
  error?: string;
  action?: ReactNode;
}) {
  const id = `field-${name}`;
  const over = value.length > max;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label}
        </label>
        {extra}
      </div>
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <p id={`${id}-count`} className={over ? "text-sm font-medium text-red-700" : "text-sm text-slate-600"}>
        {value.length.toLocaleString("en-GB")} / {max.toLocaleString("en-GB")} characters
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
