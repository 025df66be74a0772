import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";

import { changePassword } from "~/features/auth/account-actions.server";
import { CHANGE_PASSWORD_INTENT, ChangePasswordForm } from "~/features/auth/components/change-password-form";
import { forgetSignedIn, requireSetUpUser, type SignedIn } from "~/features/auth/guards.server";
import { changePasswordSchema, MESSAGES } from "~/features/auth/validation";
import { subscriptionStatusWords } from "~/features/billing/plan-state";
import { EXAM_BOARDS, SUBJECTS } from "~/features/catalogue/subjects";
import { avatarUrl } from "~/features/profile/avatar.server";
import { AvatarForm, type AvatarOutcome } from "~/features/profile/components/avatar-form";
import { profileFailureNotice } from "~/features/account/profile-notices.server";
import { CONFIRMATION_KEPT_PARAM, YourData } from "~/features/account/components/your-data";
import { hasPasswordSignIn } from "~/features/account/reauthenticate.server";
import { PROFILE_MESSAGES, saveProfile } from "~/features/profile/save-profile.server";
import { initialsOf } from "~/ui/initials";
import { getDb } from "~/platform/db/client.server";
import { isAppError } from "~/platform/errors";
import { fieldErrorsFromZod, formValues, type FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithAppError, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { getLogger } from "~/platform/logger.server";
import { Banner } from "~/ui/banner";
import { Button, buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { TextField } from "~/ui/text-field";
import type { Route } from "./+types/profile";

export function meta() {
  return [{ title: "Marker - Profile" }];
}

/** The box around a form's outcome that takes focus: no outline of its own, a ring for keyboard users. */
const OUTCOME_FOCUS_CLASSES = "rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** What the avatar form came back with (the query holds a reason code; the text is ours). */
function avatarOutcome(searchParams: URLSearchParams): AvatarOutcome {
  const kind = searchParams.get("avatar");
  if (kind === "saved" || kind === "removed") return { kind };
  const message = profileFailureNotice("avatar", searchParams);
  return message ? { kind: "failed", message } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, profile, plan } = await requireSetUpUser(request, context);
  const active = plan.status === "active";
  const searchParams = new URL(request.url).searchParams;
  const deleteError = profileFailureNotice("delete", searchParams);
  return {
    avatarOutcome: avatarOutcome(searchParams),
    exportError: profileFailureNotice("data", searchParams),
    deleteError,
    deleteConfirmationKept: deleteError !== null && searchParams.get(CONFIRMATION_KEPT_PARAM) === "1",
    fullName: profile.fullName,
    email: user.email,
    avatarUrl: avatarUrl(profile.avatarKey),
    hasPassword: await hasPasswordSignIn(getDb(), user.id),
    initials: initialsOf(profile.fullName),
    boards: Object.fromEntries(SUBJECTS.map((subject) => [subject.id, String(profile.examBoards[subject.id] ?? "aqa").toLowerCase()])),
    /** A plan being paid for, which deleting the account ends at once (the delete box says so). */
    paidPlan:
      active && plan.currentPeriodEnd
        ? { name: plan.label.replace(/^.* - /, ""), paidUntil: dateFormat.format(plan.currentPeriodEnd), paymentFailed: plan.subscriptionStatus === "past_due" }
        : null,
    subscription: {
      // Plan names are shown without any "{product} - " prefix (spec section 3).
      planName: plan.label.replace(/^.* - /, ""),
      active,
      status: subscriptionStatusWords(plan.subscriptionStatus),
      /** A plan that has ended (cancelled, or its payment never went through): when it ended. */
      endedOn: !active && plan.subscriptionStatus === "canceled" && plan.currentPeriodEnd ? dateFormat.format(plan.currentPeriodEnd) : null,
      /** The last payment failed and the provider is trying again (past_due): the plan works meanwhile. */
      paymentRetrying: active && plan.subscriptionStatus === "past_due",
      nextBilling:
        active && plan.currentPeriodEnd && !plan.cancelAtPeriodEnd && plan.subscriptionStatus !== "past_due" ? dateFormat.format(plan.currentPeriodEnd) : null,
      endsOn: active && plan.currentPeriodEnd && plan.cancelAtPeriodEnd ? dateFormat.format(plan.currentPeriodEnd) : null,
      /** During the free trial: when it ends (the trial is not a subscription, so the spec's "Not active" stays). */
      trialEnds: plan.status === "trial" ? dateFormat.format(profile.trialEndsAt) : null,
    },
  };
}

/** Which of the page's own forms a reply is for: the details (name and boards) or "Change password". */
type ProfileReply = FormReply<string, { form: "details" | "password" }>;

/** Sends the action's Retry-After with a 429 (too many wrong passwords in "Change password"). */
export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await requireSetUpUser(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === CHANGE_PASSWORD_INTENT) return changePasswordAction(request, formData, signedIn);
  try {
    const saved = await saveProfile(getDb(), signedIn.user.id, formData);
    // A refusal about the name is said at the name's field (marked invalid and described by it); others in the box.
    if (!saved.ok) {
      const problem = saved.field === "fullName" ? { fieldErrors: { fullName: saved.message } } : { formError: saved.message };
      return reply<ProfileReply>({ ok: false, form: "details", ...problem }, { status: 400 });
    }
    forgetSignedIn(context);
  } catch (error) {
    getLogger().error({ err: error }, "profile update failed");
    return reply<ProfileReply>({ ok: false, form: "details", formError: PROFILE_MESSAGES.failed }, { status: 500 });
  }
  return reply<ProfileReply>({ ok: true, form: "details", notice: PROFILE_MESSAGES.saved });
}

/**
 * "Change password": the sign-up rules for the new one, the current one checked under the sign-in limits. On
 * success the other devices are signed out and this browser gets its new session's cookie.
 */
async function changePasswordAction(request: Request, formData: FormData, { user, profile }: SignedIn) {
  const form = "password" as const;
  const parsed = changePasswordSchema.safeParse(formValues(formData, ["currentPassword", "newPassword", "confirmPassword"]));
  if (!parsed.success) return reply<ProfileReply>({ ok: false, form, fieldErrors: fieldErrorsFromZod(parsed.error) }, { status: 400 });
  try {
    const changed = await changePassword(request, parsed.data, { email: user.email, fullName: profile.fullName });
    if (!changed.ok) return replyWithFailure<ProfileReply>(changed, { form });
    return data<ProfileReply>({ ok: true, form, notice: MESSAGES.passwordChangedHere }, { headers: changed.value.headers });
  } catch (error) {
    if (isAppError(error)) return replyWithAppError<ProfileReply>(error, { form });
    getLogger().error({ err: error }, "password change failed");
    return reply<ProfileReply>({ ok: false, form, formError: MESSAGES.unexpected }, { status: 500 });
  }
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" && navigation.formMethod === "POST" && Boolean(navigation.formAction?.startsWith("/profile"));
  const changingPassword = posting && navigation.formData?.get("intent") === CHANGE_PASSWORD_INTENT;
  const saving = posting && !changingPassword && navigation.formAction === "/profile";
  const detailsReply = actionData?.form === "details" ? actionData : null;
  const passwordReply = actionData?.form === "password" ? actionData : null;
  const { subscription } = loaderData;
  // After Save Changes the button is disabled while saving, so focus would fall to the page: it goes to the
  // outcome instead, which a screen reader then reads out (each reply is a new object, so each save moves it).
  const detailsOutcome = useRef<HTMLDivElement>(null);
  const nameError = detailsReply && !detailsReply.ok ? detailsReply.fieldErrors?.fullName : undefined;
  useEffect(() => {
    if (!detailsReply) return;
    // A refused name: focus goes to its field, which names its message; any other outcome: to the box that says it.
    if (detailsReply.fieldErrors?.fullName) document.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus();
    else detailsOutcome.current?.focus();
  }, [detailsReply]);
  return (
    <PageContainer className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">Profile Settings</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Card className="space-y-8">
          <AvatarForm avatarUrl={loaderData.avatarUrl} initials={loaderData.initials} outcome={loaderData.avatarOutcome} />
          <Form method="post" action="/profile" className="space-y-6">
            {detailsReply && (detailsReply.notice ?? detailsReply.formError) ? (
              <div ref={detailsOutcome} role="status" tabIndex={-1} className={OUTCOME_FOCUS_CLASSES}>
                <Banner tone={detailsReply.ok ? "success" : "danger"} announce={false}>
                  {detailsReply.notice ?? detailsReply.formError}
                </Banner>
              </div>
            ) : null}
            <TextField label="Full Name" name="fullName" defaultValue={loaderData.fullName} autoComplete="name" maxLength={100} required error={nameError} />
            <TextField label="Email" name="email" value={loaderData.email} readOnly hint="Email cannot be changed" />
            <fieldset className="space-y-4">
              <legend className="text-sm font-semibold text-slate-900">Exam board for each subject</legend>
              {SUBJECTS.map((subject) => (
                <div key={subject.id} className="space-y-1">
                  <label htmlFor={`board-${subject.id}`} className="block text-sm font-medium text-slate-900">
                    {subject.name}
                  </label>
                  <select
                    id={`board-${subject.id}`}
                    name={`board:${subject.id}`}
                    defaultValue={loaderData.boards[subject.id]}
                    className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
                  >
                    {EXAM_BOARDS.map((board) => (
                      <option key={board.id} value={board.id}>
                        {board.fullName}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </fieldset>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </Form>
        </Card>
        <Card className="h-fit">
          <h2 className="text-lg font-semibold text-slate-900">Current Subscription</h2>
          <p className="mt-2 text-2xl font-bold text-slate-900">{subscription.planName}</p>
          <p className="mt-1 text-slate-800">
            {subscription.active && !subscription.paymentRetrying ? "Active subscription" : `Subscription status: ${subscription.status ?? "Not active"}`}
          </p>
          {subscription.endedOn ? <p className="mt-1 text-sm text-slate-700">Your last plan ended on {subscription.endedOn}.</p> : null}
          {subscription.trialEnds ? <p className="mt-1 text-sm text-slate-700">Your free trial ends on {subscription.trialEnds}.</p> : null}
          {subscription.nextBilling ? <p className="mt-1 text-sm text-slate-700">Next billing: {subscription.nextBilling}</p> : null}
          {subscription.paymentRetrying ? (
            <p className="mt-3 rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900">
              Your last payment did not go through. It is being tried again, and your plan keeps working meanwhile. Choose Manage Plan to
              check your payment details.
            </p>
          ) : null}
          {subscription.endsOn ? (
            <p className="mt-1 text-sm text-slate-700">
              {subscription.paymentRetrying
                ? `You have cancelled: the plan ends on ${subscription.endsOn}, or sooner if the payment being tried again does not go through. Nothing is charged after that.`
                : `Ends on ${subscription.endsOn}; you will not be charged again.`}
            </p>
          ) : null}
          {!subscription.active ? (
            <p className="mt-3 rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900">
              Your subscription is not currently active. Upgrade your plan to access all features.
              {/* During the trial the note is true (no plan is paid for), but nothing is broken: it says so. */}
              {subscription.trialEnds ? ` Meanwhile your free trial keeps Marker working until ${subscription.trialEnds}.` : null}
            </p>
          ) : null}
          {subscription.active ? (
            <Form method="post" action="/pricing" className="mt-4">
              <input type="hidden" name="intent" value="portal" />
              <button type="submit" className={buttonClasses("secondary", "md")}>
                Manage Plan
              </button>
            </Form>
          ) : (
            <Link to="/pricing" className={`${buttonClasses("secondary", "md")} mt-4`}>
              Manage Plan
            </Link>
          )}
        </Card>
      </div>
      <Card className="mt-8 max-w-3xl">
        <ChangePasswordForm hasPassword={loaderData.hasPassword} reply={passwordReply} busy={changingPassword} />
      </Card>
      <Card className="mt-8 max-w-3xl">
        <YourData
          hasPassword={loaderData.hasPassword}
          exportError={loaderData.exportError}
          deleteError={loaderData.deleteError}
          confirmationKept={loaderData.deleteConfirmationKept}
          paidPlan={loaderData.paidPlan}
        />
      </Card>
    </PageContainer>
  );
}
