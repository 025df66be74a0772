import { Form, Link, useActionData, useNavigation } from "react-router";

import { forgetSignedIn, requireSetUpUser } from "~/features/auth/guards.server";
import { EXAM_BOARDS, SUBJECTS } from "~/features/catalogue/subjects";
import { avatarUrl } from "~/features/profile/avatar.server";
import { AvatarForm, type AvatarOutcome } from "~/features/profile/components/avatar-form";
import { profileFailureNotice } from "~/features/account/profile-notices.server";
import { YourData } from "~/features/account/components/your-data";
import { hasPasswordSignIn } from "~/features/account/reauthenticate.server";
import { PROFILE_MESSAGES, saveProfile } from "~/features/profile/save-profile.server";
import { initialsOf } from "~/ui/initials";
import { getDb } from "~/platform/db/client.server";
import type { FormReply } from "~/platform/forms/form-reply";
import { reply } from "~/platform/forms/reply.server";
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
  return {
    avatarOutcome: avatarOutcome(searchParams),
    exportError: profileFailureNotice("data", searchParams),
    deleteError: profileFailureNotice("delete", searchParams),
    fullName: profile.fullName,
    email: user.email,
    avatarUrl: avatarUrl(profile.avatarKey),
    hasPassword: await hasPasswordSignIn(getDb(), user.id),
    initials: initialsOf(profile.fullName),
    boards: Object.fromEntries(SUBJECTS.map((subject) => [subject.id, String(profile.examBoards[subject.id] ?? "aqa").toLowerCase()])),
    subscription: {
      // Plan names are shown without any "{product} - " prefix (spec section 3).
      planName: plan.label.replace(/^.* - /, ""),
      active,
      status: plan.subscriptionStatus,
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

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireSetUpUser(request, context);
  try {
    const saved = await saveProfile(getDb(), user.id, await request.formData());
    if (!saved.ok) return reply<FormReply>({ ok: false, formError: saved.message }, { status: 400 });
    forgetSignedIn(context);
  } catch (error) {
    getLogger().error({ err: error }, "profile update failed");
    return reply<FormReply>({ ok: false, formError: PROFILE_MESSAGES.failed }, { status: 500 });
  }
  return reply<FormReply>({ ok: true, notice: PROFILE_MESSAGES.saved });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === "/profile";
  const { subscription } = loaderData;
  return (
    <PageContainer className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">Profile Settings</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Card className="space-y-8">
          <AvatarForm avatarUrl={loaderData.avatarUrl} initials={loaderData.initials} outcome={loaderData.avatarOutcome} />
          <Form method="post" action="/profile" className="space-y-6">
            {actionData ? <Banner tone={actionData.ok ? "success" : "danger"}>{actionData.notice ?? actionData.formError}</Banner> : null}
            <TextField label="Full Name" name="fullName" defaultValue={loaderData.fullName} autoComplete="name" maxLength={100} required />
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
            {subscription.active ? "Active subscription" : `Subscription status: ${subscription.status ?? "Not active"}`}
          </p>
          {subscription.trialEnds ? <p className="mt-1 text-sm text-slate-700">Your free trial ends on {subscription.trialEnds}.</p> : null}
          {subscription.nextBilling ? <p className="mt-1 text-sm text-slate-700">Next billing: {subscription.nextBilling}</p> : null}
          {subscription.paymentRetrying ? (
            <p className="mt-3 rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900">
              Your last payment did not go through. It is being tried again, and your plan keeps working meanwhile. Choose Manage Plan to
              check your payment details.
            </p>
          ) : null}
          {subscription.endsOn ? <p className="mt-1 text-sm text-slate-700">Ends on {subscription.endsOn}; you will not be charged again.</p> : null}
          {!subscription.active ? (
            <p className="mt-3 rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900">
              Your subscription is not currently active. Upgrade your plan to access all features.
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
        <YourData
          hasPassword={loaderData.hasPassword}
          exportError={loaderData.exportError}
          deleteError={loaderData.deleteError}
        />
      </Card>
    </PageContainer>
  );
}
