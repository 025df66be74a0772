import { useEffect, useRef, useState } from "react";
import { redirect, useLocation, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { featureGateMessage, requiredPlanName } from "~/features/billing/access";
import { listAttempts } from "~/features/papers/attempts.server";
import { AttemptList, attemptItems } from "~/features/papers/components/attempt-list";
import { DeletePaperButton, DeletePaperConfirmation } from "~/features/papers/components/delete-paper-button";
import { PaperLinks } from "~/features/papers/components/paper-links";
import { WRAP_TEXT } from "~/features/papers/components/paper-title";
import { blankPaper, blankQuestion, builtPaperNote, PaperForm } from "~/features/papers/components/paper-form";
import { PaperBuilder } from "~/features/papers/components/paper-builder";
import { forgetPaperDraftCopy, readPaperDraftCopy, writePaperDraftCopy } from "~/features/papers/paper-draft-copy";
import { questionCountText } from "~/features/papers/question-count";
import { buildPaperDraft } from "~/features/papers/build-paper.server";
import { readBuilderForm, settleSelection, type BuilderSelection } from "~/features/papers/builder-selection";
import { builderOptions } from "~/features/papers/paper-skeleton";
import { useHydrated } from "~/ui/use-hydrated";
import { formatMinutes, marksLabel, questionTypeLabel, totalMarks } from "~/features/papers/export-text";
import { cleanText, readPaperForm, type PaperDraft } from "~/features/papers/paper-schema";
import { createPaper, deletePaper, listPapers } from "~/features/papers/papers.server";
import { PAPER_MESSAGES } from "~/features/papers/rules";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { sendOrKeep, wasUnsent } from "~/platform/forms/unsent";
import { getLogger } from "~/platform/logger.server";
import { Banner, LiveNotice } from "~/ui/banner";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/aipractisepaper";

export function meta() {
  return [{ title: PAPER_MESSAGES.pageTitle }];
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });

/** The hidden creator (spec section 2): reachable only by its address, gated to Standard and above. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const gate = { allowed: plan.entitlements.aiExamPaperCreator, requiredPlan: requiredPlanName("aiExamPaperCreator"), hasPlan: plan.plan !== null };
  if (!gate.allowed) return { email: user.email, owner: user.id, gate, papers: [], builder: null };
  const db = getDb();
  const papers = await listPapers(db, user.id);
  // Each paper's sittings, so an earlier attempt and its result can always be found again.
  const attempts = await listAttempts(db, user.id);
  return {
    email: user.email,
    // The tab's copy of a paper being written is kept under this student's id (paper-draft-copy.ts).
    owner: user.id,
    gate,
    builder: builderOptions(),
    papers: (papers.ok ? papers.value : []).map((paper) => ({
      id: paper.id,
      title: paper.title,
      subject: paper.subject,
      examBoard: paper.examBoard,
      timeAllowedMinutes: paper.timeAllowedMinutes,
      created: dateFormat.format(paper.createdAt),
      // The list shows no sources or answer keys: they stay on the server (a source can be 20,000 characters).
      questions: paper.questions.map((question) => ({
        id: question.id,
        text: question.text,
        marks: question.marks,
        questionType: question.questionType,
        guidance: question.guidance,
        label: question.label,
      })),
      attempts: attemptItems(attempts[paper.id] ?? []),
    })),
  };
}

export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

/** Which form a reply belongs to ("create", "build", "delete:<id>"), the draft it sends back, and the builder's choice. */
type PaperReply = FormReply<string, { form: string; draft?: PaperDraft; selection?: BuilderSelection }>;

export async function action({ request, context }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const formData = await request.formData();
  const [intent, index] = String(formData.get("intent") ?? "").split(":");
  if (!plan.entitlements.aiExamPaperCreator) {
    return reply<PaperReply>({ ok: false, form: "none", formError: featureGateMessage(plan, "aiExamPaperCreator") }, { status: 403 });
  }
  if (intent === "delete") {
    const paperId = String(formData.get("paperId") ?? "");
    const deleted = await guard(() => deletePaper(getDb(), user.id, paperId), PAPER_MESSAGES.deleteFailed);
    return deleted.ok ? redirect(DELETED_ADDRESS) : replyWithFailure<PaperReply>(deleted, { form: `delete:${paperId}` });
  }
  if (intent === "build" || intent === "build-choose") {
    const selection = settleSelection(builderOptions(), readBuilderForm(formData));
    if (intent === "build-choose") return reply<PaperReply>({ ok: true, form: "build", selection });
    const built = await guard(() => buildPaperDraft(getDb(), user.id, readBuilderForm(formData)), PAPER_MESSAGES.buildFailed);
    return built.ok
      ? reply<PaperReply>({ ok: true, form: "create", draft: built.value, selection })
      : replyWithFailure<PaperReply>(built, { form: "build", selection });
  }
  const draft = readPaperForm(formData);
  switch (intent) {
    case "add-question":
      return reply<PaperReply>({ ok: true, form: "create", draft: { ...draft, questions: [...draft.questions, blankQuestion()] } });
    case "remove-question": {
      const at = Number(index);
      const questions = draft.questions.length > 1 ? draft.questions.filter((_, position) => position !== at) : draft.questions;
      return reply<PaperReply>({ ok: true, form: "create", draft: { ...draft, questions } });
    }
    case "create": {
      const created = await guard(() => createPaper(getDb(), user.id, draft), PAPER_MESSAGES.createFailed);
      // Blank questions are left out (spec section 5); the page says how many, so none goes missing unnoticed.
      const leftOut = draft.questions.filter((question) => cleanText(question.text) === "").length;
      return created.ok ? redirect(createdAddress(created.value.paperId, leftOut)) : replyWithFailure<PaperReply>(created, { form: "create", draft });
    }
    default:
      return reply<PaperReply>({ ok: false, form: "none", formError: PAPER_MESSAGES.required }, { status: 400 });
  }
}

/**
 * A create, build or delete that never reached the server (offline, or a proxy's 502-504) keeps the form and what was
 * typed, with the message for the operation, instead of the error page in place of the form.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sendOrKeep(request, () => serverAction(), (formData): PaperReply => {
    const intent = String(formData.get("intent") ?? "").split(":")[0];
    if (intent === "delete") return { ok: false, form: `delete:${String(formData.get("paperId") ?? "")}`, formError: PAPER_MESSAGES.deleteFailed };
    if (intent === "build" || intent === "build-choose") return { ok: false, form: "build", selection: readBuilderForm(formData), formError: PAPER_MESSAGES.buildFailed };
    return { ok: false, form: "create", draft: readPaperForm(formData), formError: PAPER_MESSAGES.createFailed };
  });
}

/** A post that never reached the server changed nothing: the page's data is not reloaded (that would fail too). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return wasUnsent(actionResult) ? false : defaultShouldRevalidate;
}

/** Said once a paper is saved, and once one is deleted; the spec has no words for them. */
const PAPER_CREATED = "Practice paper created.";
export const PAPER_DELETED = "Practice paper deleted.";

/**
 * Where a delete sends the browser: the list, at its heading, which the page says a paper was deleted. The
 * paper is gone, so the query cannot name it: a made-up link can only make the page say these fixed words.
 */
const DELETED_ADDRESS = "/aipractisepaper?deleted=1#papers-heading";

const paperHeadingId = (paperId: string) => `paper-${paperId}-title`;

/**
 * Where a saved paper sends the browser: the list, at the paper. The query carries the paper's id, never
 * text: the page says PAPER_CREATED only when the id is one of the student's own papers.
 */
function createdAddress(paperId: string, leftOut: number): string {
  const query = new URLSearchParams({ created: paperId, ...(leftOut > 0 ? { "left-out": String(leftOut) } : {}) });
  return `/aipractisepaper?${query.toString()}#${paperHeadingId(paperId)}`;
}

/** PAPER_CREATED, and how many blank questions were left out (a count from the address: never text from it). */
function createdNotice(leftOutParam: string | null): string {
  const leftOut = /^[1-9]\d?$/.test(leftOutParam ?? "") ? Number(leftOutParam) : 0;
  if (leftOut === 0) return PAPER_CREATED;
  return `${PAPER_CREATED} ${leftOut === 1 ? "1 empty question was" : `${leftOut} empty questions were`} left out.`;
}

/** An unexpected failure (the database) becomes a plain message; the detail is logged. */
async function guard<T extends { ok: boolean }>(run: () => Promise<T>, message: string) {
  try {
    return await run();
  } catch (error) {
    getLogger().error({ err: error }, "practice paper write failed");
    return { ok: false as const, code: "INTERNAL" as const, message };
  }
}

export default function PracticePaperCreator({ loaderData, actionData }: Route.ComponentProps) {
  const { email, owner, gate, papers, builder } = loaderData;
  const reply = actionData as PaperReply | undefined;
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [createOpen, setCreateOpen] = useState(() => searchParams.has("new") || reply?.form === "create");
  // The form closes (and starts blank next time) once a create ends without an error.
  const [formKey, setFormKey] = useState(0);
  // A paper being written when the page was left or reloaded comes back, open in the create form (not from the
  // server: it cannot see this tab's storage, so after hydration).
  const [restoredDraft, setRestoredDraft] = useState<PaperDraft | null>(null);
  // The copy is written only once it has been read: the form's first (blank) draft would otherwise replace it.
  const [copyRead, setCopyRead] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the copy is read after hydration on purpose
    setCopyRead(true);
    if (reply?.form === "create") return;
    try {
      const copy = readPaperDraftCopy(sessionStorage, owner);
      if (!copy) return;
      setRestoredDraft(copy);
      setCreateOpen(true);
      setFormKey((key) => key + 1);
    } catch {
      // Storage unavailable (private mode): the form works without the copy.
    }
    // Once, on arriving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const keepCopy = (draft: PaperDraft) => {
    try {
      writePaperDraftCopy(sessionStorage, owner, draft);
    } catch {
      // Ignore: see above.
    }
  };
  const forgetCopy = () => {
    try {
      forgetPaperDraftCopy(sessionStorage);
    } catch {
      // Ignore: see above.
    }
  };
  const submittedRef = useRef<FormData | null>(null);
  // Each build that opens the create form asks once for focus on its heading (after the form has rendered).
  const [builds, setBuilds] = useState(0);
  useEffect(() => {
    if (builds > 0) document.getElementById("create-heading")?.focus();
  }, [builds]);
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (navigation.formData) submittedRef.current = navigation.formData;
      return;
    }
    const submitted = submittedRef.current;
    submittedRef.current = null;
    if (!submitted || (reply && !reply.ok)) return;
    const intent = submitted.get("intent");
    if (intent === "build" && reply?.form === "create") {
      // A built paper opens in the create form, pre-filled; the builder and its button go, so focus goes to the
      // form's heading (the section's status says what was built).
      setCreateOpen(true);
      setFormKey((key) => key + 1);
      setBuilds((count) => count + 1);
      return;
    }
    if (intent !== "create") return;
    // Saved: the tab's copy has done its work.
    forgetCopy();
    setRestoredDraft(null);
    setCreateOpen(false);
    setFormKey((key) => key + 1);
  }, [navigation.state, navigation.formData, reply]);
  // A paper just saved (?created=<id>): the notice, and focus on the new paper's title in the list.
  const createdId = searchParams.get("created");
  const createdPaperId = createdId && papers.some((paper) => paper.id === createdId) ? createdId : null;
  // A paper just deleted (?deleted=1): the notice, and focus on the list's heading (the paper and the dialog's
  // Delete button have gone, which would leave focus nowhere).
  const deletedPaper = !createdPaperId && searchParams.get("deleted") === "1";
  const location = useLocation();
  useEffect(() => {
    if (createdPaperId) document.getElementById(paperHeadingId(createdPaperId))?.focus();
    else if (deletedPaper) document.getElementById("papers-heading")?.focus();
    // Again after each navigation (location.key): a second delete comes back to the same address.
  }, [createdPaperId, deletedPaper, location.key]);
  // The notice goes while the page is busy with the next step, so the same words after a second delete are a
  // change in the live region, and are announced again.
  const notice = navigation.state !== "idle" ? null : createdPaperId ? createdNotice(searchParams.get("left-out")) : deletedPaper ? PAPER_DELETED : null;
  const deleting = searchParams.get("delete");
  const errorFor = (form: string) => (reply && !reply.ok && reply.form === form ? reply.formError : undefined);
  const draftShown = reply?.form === "create" && reply.draft ? reply.draft : (restoredDraft ?? blankPaper());
  const builtNote = createOpen ? builtPaperNote(draftShown) : null;

  return (
    <PageContainer className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">{PAPER_MESSAGES.pageTitle}</h1>
      <Banner tone="info" className="mt-4">
        <p>Signed in as {email}</p>
        {/* The spec's note is true for a plan without the creator; Standard and Premium reach it from the dashboard (decision 016). */}
        {gate.allowed ? null : <p>{PAPER_MESSAGES.hiddenNote}</p>}
      </Banner>

      {!gate.allowed ? (
        <div className="mt-8">
          <FeatureGate requiredPlan={gate.requiredPlan} hasPlan={gate.hasPlan} />
        </div>
      ) : (
        <>
          {/* Building opens the create form pre-filled; while that form is open the builder steps aside (Cancel brings it back). */}
          {!createOpen && builder ? (
            <div className="mt-8">
              <Card>
                <PaperBuilder key={formKey} options={builder} initial={reply?.selection} error={errorFor("build")} />
              </Card>
            </div>
          ) : null}
          <section aria-labelledby="create-heading" className="mt-8">
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-4">
                <h2 id="create-heading" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
                  Create Practice Paper
                </h2>
                {hydrated ? (
                  <Button
                    variant={createOpen ? "secondary" : "primary"}
                    aria-expanded={createOpen}
                    aria-controls="create-paper-form"
                    onClick={() => {
                      // Cancel lets the paper go, copy and all; the next one starts blank.
                      if (createOpen) {
                        forgetCopy();
                        setRestoredDraft(null);
                        setFormKey((key) => key + 1);
                      }
                      setCreateOpen((open) => !open);
                    }}
                  >
                    {createOpen ? "Cancel" : "Create New Paper"}
                  </Button>
                ) : (
                  <form method="get" action="/aipractisepaper">
                    <Button type="submit" name={createOpen ? undefined : "new"} value={createOpen ? undefined : "1"} variant={createOpen ? "secondary" : "primary"}>
                      {createOpen ? "Cancel" : "Create New Paper"}
                    </Button>
                  </form>
                )}
              </div>
              <div id="create-paper-form" className={createOpen ? "mt-6" : undefined}>
                {createOpen && restoredDraft && !(reply?.form === "create" && reply.draft) ? (
                  <p className="mb-4 text-sm text-slate-700" role="status">
                    We put back the paper you were writing. Create Paper saves it; Cancel lets it go.
                  </p>
                ) : null}
                {/* On the page before the build (empty), so the note is read out when the form replaces the builder. */}
                <div role="status">{builtNote ? <p className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">{builtNote}</p> : null}</div>
                {createOpen ? (
                  <PaperForm
                    key={formKey}
                    initial={draftShown}
                    error={errorFor("create")}
                    onDraftChange={copyRead ? keepCopy : undefined}
                  />
                ) : null}
              </div>
            </Card>
          </section>

          <section aria-labelledby="papers-heading" className="mt-10">
            <h2 id="papers-heading" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
              Your Practice Papers ({papers.length})
            </h2>
            <LiveNotice message={notice} />
            {errorFor("none") ? (
              <Banner tone="danger" className="mt-4">
                {errorFor("none")}
              </Banner>
            ) : null}
            {papers.length === 0 ? (
              <p className="mt-4 text-slate-700">{PAPER_MESSAGES.noPapers}</p>
            ) : (
              <ul className="mt-4 space-y-6">
                {papers.map((paper) => (
                  <li key={paper.id}>
                    <Card>
                      <div className="flex flex-wrap items-start justify-between gap-4">
                        <div className="min-w-0">
                          <h3 id={paperHeadingId(paper.id)} tabIndex={-1} className={`text-lg font-semibold text-slate-900 focus:outline-none ${WRAP_TEXT}`}>
                            {paper.title}
                          </h3>
                          <p className="text-sm text-slate-700">
                            {paper.subject} - {paper.examBoard} · {questionCountText(paper)} ·{" "}
                            {marksLabel(totalMarks(paper))}
                            {paper.timeAllowedMinutes ? ` · ${formatMinutes(paper.timeAllowedMinutes)}` : ""} · Created {paper.created}
                          </p>
                        </div>
                        <div className="flex flex-wrap gap-2">
                          <PaperLinks paperId={paper.id} title={paper.title} />
                          <DeletePaperButton paperId={paper.id} title={paper.title} />
                        </div>
                      </div>
                      {errorFor(`delete:${paper.id}`) ? (
                        <Banner tone="danger" className="mt-4">
                          {errorFor(`delete:${paper.id}`)}
                        </Banner>
                      ) : null}
                      {deleting === paper.id ? <DeletePaperConfirmation paperId={paper.id} /> : null}
                      <AttemptList items={paper.attempts} headingLevel={4} paperTitle={paper.title} />
                      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
                        {paper.questions.map((question) => (
                          <li key={question.id}>
                            <p className={`whitespace-pre-wrap ${WRAP_TEXT}`}>
                              {question.label ? <span className="font-semibold">{question.label}: </span> : null}
                              {question.text}
                            </p>
                            <p className="text-sm text-slate-600">
                              {marksLabel(question.marks)} · {questionTypeLabel(question.questionType)}
                              {question.guidance ? ` · Guidance: ${question.guidance}` : ""}
                            </p>
                          </li>
                        ))}
                      </ol>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageContainer>
  );
}
