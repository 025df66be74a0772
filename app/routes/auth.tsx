import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Form, Link, redirect, useActionData, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";

import {
  requestPasswordReset,
  signInWithPassword,
  signUpWithPassword,
  startGoogleSignIn,
} from "~/features/auth/account-actions.server";
import { redirectIfSignedIn } from "~/features/auth/guards.server";
import { checkForgotPassword, checkSignIn, checkSignUp } from "~/features/auth/client-checks";
import {
  addressForReply,
  AGE_CONFIRMATION_FIELD,
  authModeFrom,
  authPageLink,
  type AuthMode,
  confirmationLinkOutcome,
  MESSAGES,
  signInDestination,
  type FieldErrors,
} from "~/features/auth/form-rules";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "~/features/auth/validation";
import { isAppError } from "~/platform/errors";
import { fieldErrorsFromZod, formValues, type FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithAppError, replyWithFailure } from "~/platform/forms/reply.server";
import { passOnRetryAfter } from "~/platform/http/route-headers";
import { getLogger } from "~/platform/logger.server";
import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { CheckboxField } from "~/ui/checkbox-field";
import { PageContainer } from "~/ui/page";
import { TextField } from "~/ui/text-field";
import { useHydrated } from "~/ui/use-hydrated";
import type { Route } from "./+types/auth";

/** The tab's title for each form, as its heading says which (the spec names none for this page). */
const TITLES: Record<AuthMode, string> = {
  signin: "Marker - Sign In",
  signup: "Marker - Sign Up",
  forgot: "Marker - Reset Your Password",
};

/**
 * From the address, which names the form shown (a reply that shows another form moves the address to it), so the
 * title follows the Sign In / Sign Up switch in the browser too: React Router reads meta again on each navigation.
 */
export function meta({ location }: Route.MetaArgs) {
  return [{ title: TITLES[authModeFrom(new URLSearchParams(location.search).get("mode"))] }];
}

/**
 * A signed-in visitor goes to the dashboard, except to ask for a password reset link: the reset page, which
 * works signed in too, offers "Ask for a new link" when its link has expired.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("mode") !== "forgot") redirectIfSignedIn(context);
  return null;
}

/** The account forms' reply: the one form shape, plus which form (mode) to show. */
type ActionResult = FormReply<string, { mode: AuthMode }>;

/** Sends the action's Retry-After with a 429 (React Router drops an action's headers otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "forgot") redirectIfSignedIn(context);
  const values = formValues(formData, ["fullName", "email", "password", "confirmPassword", AGE_CONFIRMATION_FIELD]);
  // What the student typed (and ticked) comes back with any error; passwords never do.
  const kept = { fullName: values.fullName, email: values.email, ageConfirmed: values.ageConfirmed };
  const url = new URL(request.url);
  // After sign-in: the page that was wanted, never with an error a link left on it.
  const redirectTo = signInDestination(url.searchParams.get("redirectTo"));
  // The Google button is on the sign-in and sign-up forms alike: its answer keeps the one the student was on.
  const shownMode: AuthMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  const mode: AuthMode = intent === "signup" || intent === "forgot" ? intent : intent === "google" ? shownMode : "signin";
  const invalid = (error: Parameters<typeof fieldErrorsFromZod>[0]) =>
    reply<ActionResult>({ ok: false, mode, values: kept, fieldErrors: fieldErrorsFromZod(error) }, { status: 400 });

  try {
    if (intent === "google") {
      const started = await startGoogleSignIn(request);
      if (!started.ok) return replyWithFailure<ActionResult>(started, { mode, values: kept });
      return redirect(started.value.url, { headers: started.value.headers });
    }

    if (intent === "signup") {
      const parsed = signUpSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const result = await signUpWithPassword(request, parsed.data, { redirectTo });
      if (!result.ok) return replyWithFailure<ActionResult>(result, { mode, values: kept });
      if (result.value.signedIn) return redirect(redirectTo, { headers: result.value.headers });
      // The spec's switch to sign-in (section 4); the page then puts the address bar on sign-in too.
      return reply<ActionResult>({ ok: true, mode: "signin", values: { email: parsed.data.email }, notice: MESSAGES.checkEmailAfterSignUp });
    }

    if (intent === "forgot") {
      const parsed = forgotPasswordSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      await requestPasswordReset(request, parsed.data);
      return reply<ActionResult>({ ok: true, mode, values: kept, notice: MESSAGES.resetLinkSent });
    }

    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return invalid(parsed.error);
    const result = await signInWithPassword(request, parsed.data);
    if (!result.ok) return replyWithFailure<ActionResult>(result, { mode, values: kept });
    return redirect(redirectTo, { headers: result.value.headers });
  } catch (error) {
    if (isAppError(error)) return replyWithAppError<ActionResult>(error, { mode, values: kept });
    getLogger().error({ err: error, intent }, "account form failed");
    return reply<ActionResult>({ ok: false, mode, values: kept, formError: MESSAGES.unexpected }, { status: 500 });
  }
}

const HEADINGS: Record<AuthMode, { title: string; lead: string }> = {
  signin: { title: "Sign in to Marker", lead: "Welcome back. Sign in to mark answers and see your progress." },
  signup: { title: "Create your account", lead: "Start your free trial: mark your first answer in minutes." },
  forgot: { title: "Reset your password", lead: "Enter your email and we will send you a link to choose a new password." },
};

/** What a reply that changed the form (a sign-up waiting for its confirmation) hands on to the sign-in form. */
interface CarriedReply {
  notice?: string;
  email?: string;
}

function carriedReply(state: unknown): CarriedReply | null {
  if (typeof state !== "object" || state === null) return null;
  const { notice, email } = state as Record<string, unknown>;
  return { notice: typeof notice === "string" ? notice : undefined, email: typeof email === "string" ? email : undefined };
}

export default function AuthPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The reply a sign-up handed on lives in this history entry, which the server never sees: read only once hydrated,
  // so a reload renders the server's markup first (reading it at once threw React's hydration error #418).
  const location = useLocation();
  const carried = useHydrated() ? carriedReply(location.state) : null;
  const mode: AuthMode = actionData?.mode ?? authModeFrom(searchParams.get("mode"));
  const shownValues = actionData?.values ?? (carried?.email ? { email: carried.email } : undefined);
  const [clientErrors, setClientErrors] = useState<{ mode: AuthMode; errors: FieldErrors; attempt: number } | null>(null);
  const fieldErrors = clientErrors?.mode === mode ? clientErrors.errors : (actionData?.fieldErrors ?? {});
  const errorCount = Object.values(fieldErrors).filter(Boolean).length;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  // The server's verdict on a form the browser's checks let through (a common password, an email in use)
  // is handled as the browser's own: focus goes to the first field to fix.
  useEffect(() => {
    if (actionData?.fieldErrors && Object.keys(actionData.fieldErrors).length > 0) focusFirstInvalid();
  }, [actionData]);
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const notice =
    actionData?.notice ??
    carried?.notice ??
    (searchParams.get("reset") === "done" && mode === "signin" ? MESSAGES.passwordChanged : null);
  // Reached from the email-confirmation link: said until the student sends a form.
  const linkOutcome = actionData || mode !== "signin" ? null : confirmationLinkOutcome(searchParams);
  const redirectTo = searchParams.get("redirectTo");
  const modeLink = (next: AuthMode) => authPageLink(next, redirectTo);
  // A reply that shows another form than the address names (a sign-up that now waits for its confirmation shows
  // sign-in) moves the address to that form, keeping the reply's message and email, so the address, a reload
  // and the Back button agree with the page.
  // It waits until the reply's own loading has finished: a navigation started while the router is still
  // loading aborts that load, and the browser reports the aborted request as an uncaught error.
  const movedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!actionData || movedFor.current === actionData || navigation.state !== "idle") return;
    movedFor.current = actionData;
    const address = addressForReply(actionData.mode, searchParams);
    if (!address) return;
    const state: CarriedReply = { notice: actionData.notice, email: actionData.values?.email };
    void navigate(address, { replace: true, preventScrollReset: true, state });
    // Only a new reply moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData, navigation.state]);

  // The same rules as the server (plain checks that agree with its schemas, so no validation library is
  // shipped to the browser), checked before sending so mistakes show at once.
  function validateBeforeSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const values = formValues(form, ["fullName", "email", "password", "confirmPassword", AGE_CONFIRMATION_FIELD]);
    const check = mode === "signup" ? checkSignUp : mode === "forgot" ? checkForgotPassword : checkSignIn;
    const errors = check(values);
    if (Object.keys(errors).length > 0) {
      event.preventDefault();
      // Rendered at once, so the field focused next already says it is invalid and names its message.
      flushSync(() => setClientErrors({ mode, errors, attempt: (clientErrors?.attempt ?? 0) + 1 }));
      focusFirstInvalid();
    } else {
      setClientErrors(null);
    }
  }

  const heading = HEADINGS[mode];
  return (
    <PageContainer className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">{heading.title}</h1>
        <p className="mt-2 text-sm text-slate-700">{heading.lead}</p>

        {mode !== "forgot" ? (
          <div className="mt-6 grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1" role="group" aria-label="Sign in or sign up">
            <Link
              to={modeLink("signin")}
              aria-current={mode === "signin" ? "page" : undefined}
              className={`rounded-md px-3 py-2 text-center text-sm font-semibold ${mode === "signin" ? "bg-white text-slate-900 shadow" : "text-slate-700"}`}
            >
              Sign In
            </Link>
            <Link
              to={modeLink("signup")}
              aria-current={mode === "signup" ? "page" : undefined}
              className={`rounded-md px-3 py-2 text-center text-sm font-semibold ${mode === "signup" ? "bg-white text-slate-900 shadow" : "text-slate-700"}`}
            >
              Sign Up
            </Link>
          </div>
        ) : null}

        <div className="mt-6 space-y-3" aria-live="polite">
          {notice ? <Banner tone="success">{notice}</Banner> : null}
          {linkOutcome === "invalid" ? (
            <Banner tone="warning">
              {MESSAGES.confirmationLinkInvalid} {MESSAGES.confirmationLinkNewOne}
            </Banner>
          ) : null}
          {linkOutcome === "confirmed" ? <Banner tone="success">{MESSAGES.emailConfirmed}</Banner> : null}
          {actionData?.formError ? <Banner tone="danger">{actionData.formError}</Banner> : null}
          {/* Keyed by the attempt so a second try with the same mistakes is announced again. */}
          {errorCount > 0 ? (
            <Banner key={clientErrors?.attempt ?? 0} tone="danger">
              {errorCount === 1 ? "Please fix the field marked below." : `Please fix the ${errorCount} fields marked below.`}
            </Banner>
          ) : null}
        </div>

        {mode !== "forgot" ? (
          <>
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="google" />
              <Button type="submit" variant="secondary" className="w-full" disabled={busyIntent === "google"}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                  <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8.1z" />
                  <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
                  <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
                  <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
                </svg>
                Continue with Google
              </Button>
            </Form>
            <p className="my-6 flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <span className="h-px flex-1 bg-slate-300" />
              or use your email
              <span className="h-px flex-1 bg-slate-300" />
            </p>
          </>
        ) : null}

        <Form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={validateBeforeSubmit}
          className={mode === "forgot" ? "mt-6 space-y-4" : "space-y-4"}
          key={mode}
        >
          <input type="hidden" name="intent" value={mode} />
          {mode === "signup" ? (
            <TextField
              label="Full name"
              name="fullName"
              autoComplete="name"
              defaultValue={shownValues?.fullName}
              error={fieldErrors.fullName}
              maxLength={100}
              required
            />
          ) : null}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={shownValues?.email}
            error={fieldErrors.email}
            required
          />
          {mode !== "forgot" ? (
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete={mode === "signup" ? "new-password" : "current-password"}
              hint={mode === "signup" ? "At least 8 characters. A few random words make a strong password." : undefined}
              error={fieldErrors.password}
              required
            />
          ) : null}
          {mode === "signup" ? (
            <TextField
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              error={fieldErrors.confirmPassword}
              required
            />
          ) : null}
          {mode === "signup" ? (
            <CheckboxField
              label={MESSAGES.ageConfirmationLabel}
              name={AGE_CONFIRMATION_FIELD}
              defaultChecked={shownValues?.ageConfirmed === "on"}
              error={fieldErrors.ageConfirmed}
              required
            />
          ) : null}
          {mode === "signin" ? (
            <p className="text-right text-sm">
              <Link to={modeLink("forgot")} className="font-semibold text-brand-700 hover:underline">
                Forgot password?
              </Link>
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={busyIntent === mode}>
            {busyIntent === mode
              ? mode === "signup"
                ? "Creating account..."
                : mode === "forgot"
                  ? "Sending..."
                  : "Signing in..."
              : mode === "signup"
                ? "Create Account"
                : mode === "forgot"
                  ? "Send reset link"
                  : "Sign In"}
          </Button>
          {mode === "forgot" ? (
            <p className="text-center text-sm">
              <Link to={modeLink("signin")} className="font-semibold text-brand-700 hover:underline">
                Back to sign in
              </Link>
            </p>
          ) : null}
        </Form>
        {mode === "signup" ? (
          <p className="mt-6 text-xs text-slate-600">
            By creating an account you agree to our <Link to="/tos" className="underline">Terms of Service</Link> and{" "}
            <Link to="/policy" className="underline">Privacy Policy</Link>. If you are under 13, ask a parent or carer to
            help you sign up.
          </p>
        ) : null}
      </Card>
    </PageContainer>
  );
}
