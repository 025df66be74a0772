import { useState, type FormEvent } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";

import { resetPassword } from "~/features/auth/account-actions.server";
import { MESSAGES, resetPasswordSchema, type FieldErrors } from "~/features/auth/validation";
import { fieldErrorsFromZod, formValues, type FormReply } from "~/platform/forms/form-reply";
import { reply, replyWithFailure } from "~/platform/forms/reply.server";
import { getLogger } from "~/platform/logger.server";
import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { PageContainer } from "~/ui/page";
import { TextField } from "~/ui/text-field";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: "Marker - Choose a New Password" }];
}

/**
 * The emailed link works signed in too (a student who is signed in and wants a new password). Saving ends every
 * session of the account and this browser's own, whoever it belongs to, so the page says so first.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: Boolean(context.session) };
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData(), ["token", "password", "confirmPassword"]);
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFromZod(parsed.error);
    const formError = fieldErrors.token ? MESSAGES.resetLinkInvalid : undefined;
    return reply<FormReply>({ ok: false, fieldErrors, formError }, { status: 400 });
  }
  let headers: Headers;
  try {
    const result = await resetPassword(request, parsed.data);
    if (!result.ok) return replyWithFailure<FormReply>(result, {});
    headers = result.value.headers;
  } catch (error) {
    getLogger().error({ err: error }, "password reset failed");
    return reply<FormReply>({ ok: false, formError: MESSAGES.unexpected }, { status: 500 });
  }
  // Every session of the account has ended, and this browser's (its cookie is cleared): the student signs in
  // again with the new password.
  return redirect("/auth?reset=done", { headers });
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const token = searchParams.get("token") ?? "";
  const linkBroken = !token || searchParams.has("error");
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const fieldErrors: FieldErrors = clientErrors ?? actionData?.fieldErrors ?? {};

  function validateBeforeSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = resetPasswordSchema.safeParse(
      formValues(new FormData(event.currentTarget), ["token", "password", "confirmPassword"]),
    );
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(fieldErrorsFromZod(parsed.error));
  }

  return (
    <PageContainer className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
        {linkBroken ? (
          <div className="mt-6 space-y-4">
            <Banner tone="danger">{MESSAGES.resetLinkInvalid}</Banner>
            <Link to="/auth?mode=forgot" className="font-semibold text-brand-700 hover:underline">
              Ask for a new link
            </Link>
          </div>
        ) : (
          <Form method="post" noValidate onSubmit={validateBeforeSubmit} className="mt-6 space-y-4">
            {actionData?.formError ? (
              <Banner tone="danger">
                {actionData.formError}{" "}
                <Link to="/auth?mode=forgot" className="underline">
                  Ask for a new link
                </Link>
              </Banner>
            ) : null}
            {loaderData.signedIn ? <Banner tone="info">{MESSAGES.resetWhileSignedIn}</Banner> : null}
            <input type="hidden" name="token" value={token} />
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters. When you change it, you are signed out everywhere."
              error={fieldErrors.password}
              required
            />
            <TextField
              label="Confirm new password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              error={fieldErrors.confirmPassword}
              required
            />
            <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Saving..." : "Save new password"}
            </Button>
          </Form>
        )}
      </Card>
    </PageContainer>
  );
}
