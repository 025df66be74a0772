import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { requireUser } from "~/features/auth/guards.server";
import { EXAM_BOARDS, SUBJECTS } from "~/features/catalogue/subjects";
import { AGE_CONFIRMATION_FIELD, ageConfirmationSchema, MESSAGES } from "~/features/auth/validation";
import { hasChosenBoards, hasConfirmedAge, isExamBoardId, setBoardForAllSubjects } from "~/features/profile/profiles.server";
import { getDb } from "~/platform/db/client.server";
import { isAppError } from "~/platform/errors";
import { fieldErrorsFromZod, formValues, type FormReply } from "~/platform/forms/form-reply";
import { reply } from "~/platform/forms/reply.server";
import { getLogger } from "~/platform/logger.server";
import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { CheckboxField } from "~/ui/checkbox-field";
import { cn } from "~/ui/cn";
import { PageContainer } from "~/ui/page";
import type { Route } from "./+types/setup";

export function meta() {
  return [{ title: "Marker - Set Up Your Account" }];
}

/** Said on /setup to a student whose subjects already have different boards (chosen per subject on /profile). */
const MIXED_BOARDS_NOTE = "Your subjects use different boards: choosing one here sets it for all three.";

/**
 * The board already chosen is shown ticked when every subject shares it. A student who chose a board per
 * subject on /profile sees none ticked and is told that continuing sets one board for all three, so coming
 * back here never resets their choice without warning.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile } = await requireUser(request, context);
  const boards = SUBJECTS.map((subject) => String(profile.examBoards[subject.id] ?? "").toLowerCase());
  const shared = boards.every((board) => board === boards[0]) && isExamBoardId(boards[0]) ? boards[0] : null;
  return {
    currentBoard: shared,
    mixedBoards: hasChosenBoards(profile) && shared === null,
    needsAgeConfirmation: !hasConfirmedAge(profile),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, profile } = await requireUser(request, context);
  const formData = await request.formData();
  const board = formData.get("board");
  // Google sign-ups (and accounts from before the question) confirm their age here, as sign-up does.
  const needsAgeConfirmation = !hasConfirmedAge(profile);
  if (needsAgeConfirmation) {
    const confirmed = ageConfirmationSchema.safeParse(formValues(formData, [AGE_CONFIRMATION_FIELD]));
    if (!confirmed.success) {
      return reply<FormReply>({ ok: false, fieldErrors: fieldErrorsFromZod(confirmed.error) }, { status: 400 });
    }
  }
  if (!isExamBoardId(board)) {
    return reply<FormReply>({ ok: false, formError: "Error setting up account: Please choose an exam board." }, { status: 400 });
  }
  try {
    await setBoardForAllSubjects(getDb(), user.id, board, { confirmAge: needsAgeConfirmation });
  } catch (error) {
    getLogger().error({ err: error }, "setup failed");
    const message = isAppError(error) ? error.userMessage : "Unknown error";
    return reply<FormReply>({ ok: false, formError: `Error setting up account: ${message}` }, { status: 500 });
  }
  return redirect("/dashboard");
}

export default function Setup({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [board, setBoard] = useState<string | null>(loaderData.currentBoard);
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <PageContainer className="py-12">
      <h1 className="text-3xl font-bold text-slate-900">Choose your exam board</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Marker marks your answers against your board&apos;s mark scheme. Pick the board your school uses; you can
        change it for each subject later on your profile.
      </p>
      {loaderData.mixedBoards ? (
        <Banner tone="warning" className="mt-6 max-w-2xl">
          {MIXED_BOARDS_NOTE} To change one subject, use{" "}
          <Link to="/profile" className="font-semibold underline">
            your profile
          </Link>
          .
        </Banner>
      ) : null}
      {actionData?.formError ? (
        <Banner tone="danger" className="mt-6">
          {actionData.formError}
        </Banner>
      ) : null}
      <Form method="post" className="mt-8">
        <fieldset>
          <legend className="sr-only">Exam board</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {EXAM_BOARDS.map((option) => {
              const checked = board === option.id;
              return (
                <label
                  key={option.id}
                  className={cn(
                    "flex cursor-pointer flex-col rounded-xl border-2 bg-white p-5 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                    checked ? "border-brand-700 bg-brand-50" : "border-slate-200 hover:border-slate-400",
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="text-lg font-bold text-slate-900">{option.fullName}</span>
                    <input
                      type="radio"
                      name="board"
                      value={option.id}
                      checked={checked}
                      onChange={() => setBoard(option.id)}
                      className="h-5 w-5 accent-brand-700"
                    />
                  </span>
                  <span className="mt-2 text-sm text-slate-700">{option.description}</span>
                  <span className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">Subjects</span>
                  <ul className="mt-1 space-y-1 text-sm text-slate-800">
                    {SUBJECTS.map((subject) => (
                      <li key={subject.id}>{subject.name}</li>
                    ))}
                  </ul>
                </label>
              );
            })}
          </div>
        </fieldset>
        {loaderData.needsAgeConfirmation ? (
          <div className="mt-8 max-w-2xl" aria-live="polite">
            <CheckboxField
              label={MESSAGES.ageConfirmationLabel}
              name={AGE_CONFIRMATION_FIELD}
              error={actionData?.fieldErrors?.ageConfirmed}
              // Not `required`: the browser's own bubble would replace the kind explanation the server gives.
              aria-required="true"
            />
          </div>
        ) : null}
        <Button type="submit" size="lg" className="mt-8" disabled={!board || saving}>
          {saving ? "Setting up..." : "Continue to Dashboard"}
        </Button>
      </Form>
    </PageContainer>
  );
}
