import { useEffect, useRef, useState } from "react";
import { Link, redirect, useNavigation, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

import { requireSetUpUser } from "~/features/auth/guards.server";
import { featureGateMessage, requiredPlanName } from "~/features/billing/access";
import { cardCount, SetItem, type SetSummary } from "~/features/flashcards/components/set-item";
import { isFromSetForm, SetForm } from "~/features/flashcards/components/set-form";
import { StudyMode } from "~/features/flashcards/components/study-mode";
import { YoutubePanel } from "~/features/flashcards/components/youtube-panel";
import { dueCounts } from "~/features/flashcards/review.server";
import { useHydrated } from "~/ui/use-hydrated";
import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { readSetIntent, withoutRow, type CardRow } from "~/features/flashcards/set-schema";
import { createSet, deleteSet, listSets, updateSet } from "~/features/flashcards/sets.server";
import { getDb } from "~/platform/db/client.server";
import { DEFAULT_USER_MESSAGE } from "~/platform/errors";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { getLogger } from "~/platform/logger.server";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { FeatureGate } from "~/ui/feature-gate";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/flashcards";

export function meta() {
  return [{ title: "Marker - Flashcards" }];
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const db = getDb();
  const [sets, due] = await Promise.all([listSets(db, user.id), dueCounts(db, user.id, new Date())]);
  const dueBySet = due.ok ? due.value.bySet : {};
  return {
    sets: sets.map(
      (set): SetSummary => ({
        id: set.id,
        title: set.title,
        created: dateFormat.format(set.createdAt),
        updated: set.updatedAt.getTime() !== set.createdAt.getTime() ? dateFormat.format(set.updatedAt) : null,
        cards: set.cards,
        due: dueBySet[set.id] ?? 0,
        offline: set.offline,
        source: set.source,
      }),
    ),
    dueToday: due.ok ? due.value.dueToday : 0,
    canCreate: plan.entitlements.flashcards,
    gate: { requiredPlan: requiredPlanName("flashcards"), hasPlan: plan.plan !== null },
    youtube: { allowed: plan.entitlements.youtubeFlashcards, requiredPlan: requiredPlanName("youtubeFlashcards"), hasPlan: plan.plan !== null },
  };
}

/** Opening study mode, the create panel or an edit changes only the query: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // (An explicit revalidation, after cards were made from a video, keeps the same address and does reload.)
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

/** Which form a reply belongs to ("create", "edit:<id>", "delete:<id>"), and the draft it sends back. */
type SetReply = FormReply<string, { form: string; draft?: { title: string; cards: CardRow[] } }>;

export async function action({ request, context }: Route.ActionArgs) {
  const { user, plan } = await requireSetUpUser(request, context);
  const intent = readSetIntent(await request.formData());
  if (!intent) return reply<SetReply>({ ok: false, form: "none", formError: DEFAULT_USER_MESSAGE.BAD_REQUEST }, { status: 400 });
  if (intent.intent === "cancel") return redirect("/flashcards");
  if (intent.intent === "delete") {
    const form = `delete:${intent.setId}`;
    const deleted = await guard(() => deleteSet(getDb(), user.id, intent.setId), FLASHCARD_MESSAGES.deleteFailed);
    return deleted.ok ? redirect("/flashcards") : replyWithFailure<SetReply>(deleted, { form });
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
      return created.ok ? redirect("/flashcards") : replyWithFailure<SetReply>(created, { form, draft });
    }
    case "update": {
      const updated = await guard(() => updateSet(getDb(), user.id, intent.setId, draft), FLASHCARD_MESSAGES.updateFailed);
      return updated.ok ? redirect("/flashcards") : replyWithFailure<SetReply>(updated, { form, draft });
    }
  }
}

/** An unexpected failure (the database) becomes the spec's message for the operation; the detail is logged. */
async function guard<T extends { ok: boolean }>(run: () => Promise<T>, message: string) {
  try {
    return await run();
  } catch (error) {
    getLogger().error({ err: error }, "flashcard set write failed");
    return { ok: false as const, code: "INTERNAL" as const, message };
  }
}

function Header({ sets, cards, dueToday }: { sets: number; cards: number; dueToday: number }) {
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
          {dueToday > 0 ? (
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
  const { sets, canCreate, gate, youtube, dueToday } = loaderData;
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const reply = actionData as SetReply | undefined;

  const [createOpen, setCreateOpen] = useState(() => searchParams.has("new") || reply?.form === "create");
  const [editingId, setEditingId] = useState<string | null>(() =>
    reply?.form.startsWith("edit:") ? reply.form.slice(5) : searchParams.get("edit"),
  );
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
    if (isFromSetForm(submitted, undefined)) setCreateOpen(false);
    const setId = submitted.get("setId");
    if (typeof setId === "string" && isFromSetForm(submitted, setId)) setEditingId(null);
  }, [navigation.state, navigation.formData, reply]);

  const studyId = searchParams.get("study");
  const studying = studyId ? sets.find((set) => set.id === studyId && set.cards.length > 0) : undefined;
  const exitStudy = () => {
    setSearchParams((params) => {
      params.delete("study");
      return params;
    });
  };
  // Leaving study mode returns focus to the set that was studied.
  const [lastStudied, setLastStudied] = useState<string | null>(null);
  useEffect(() => {
    if (!studying && lastStudied) document.getElementById(`set-${lastStudied}-title`)?.focus();
  }, [studying, lastStudied]);

  const totalCards = sets.reduce((sum, set) => sum + set.cards.length, 0);
  const deleting = searchParams.get("delete");
  const errorFor = (form: string) => (reply && !reply.ok && reply.form === form ? reply.formError : undefined);

  if (studying) {
    return (
      <PageContainer className="py-10">
        <Header sets={sets.length} cards={totalCards} dueToday={dueToday} />
        <Card className="mt-8">
          <StudyMode key={studying.id} title={studying.title} cards={studying.cards} onExit={exitStudy} />
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="py-10">
      <Header sets={sets.length} cards={totalCards} dueToday={dueToday} />

      <Card className="mt-8">
        <YoutubePanel
          allowed={youtube.allowed}
          requiredPlan={youtube.requiredPlan}
          hasPlan={youtube.hasPlan}
          onCreated={() => void revalidator.revalidate()}
        />
      </Card>

      <section aria-labelledby="create-heading" className="mt-8">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="create-heading" className="text-xl font-semibold text-slate-900">
              Create Custom Flashcard Set
            </h2>
            {canCreate ? (
              hydrated ? (
                <Button variant={createOpen ? "secondary" : "primary"} aria-expanded={createOpen} aria-controls="create-set-form" onClick={() => setCreateOpen((open) => !open)}>
                  {createOpen ? "Cancel" : "Add Set"}
                </Button>
              ) : (
                <form method="get" action="/flashcards">
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
                  initial={reply?.form === "create" && reply.draft ? reply.draft : { title: "", cards: [] }}
                  error={errorFor("create")}
                  submitLabel="Create Set"
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
        <h2 id="sets-heading" className="text-xl font-semibold text-slate-900">
          Your Flashcard Sets ({sets.length})
        </h2>
        {errorFor("none") ? (
          <Banner tone="danger" className="mt-4">
            {errorFor("none")}
          </Banner>
        ) : null}
        {sets.length === 0 ? (
          <p className="mt-4 text-slate-700">{FLASHCARD_MESSAGES.noSets}</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {sets.map((set) => (
              <li key={set.id}>
                <SetItem
                  set={set}
                  canEdit={canCreate}
                  error={errorFor(`delete:${set.id}`)}
                  confirmingDelete={deleting === set.id}
                  onStudy={() => {
                    setLastStudied(set.id);
                    setSearchParams({ study: set.id });
                  }}
                  onEdit={() => setEditingId(set.id)}
                  editor={
                    editingId === set.id && canCreate ? (
                      <SetForm
                        key={set.id}
                        setId={set.id}
                        initial={reply?.form === `edit:${set.id}` && reply.draft ? reply.draft : { title: set.title, cards: set.cards }}
                        error={errorFor(`edit:${set.id}`)}
                        submitLabel="Save"
                        onCancel={() => setEditingId(null)}
                      />
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}
