import { useEffect, useRef } from "react";
import { Form } from "react-router";

import { Banner } from "~/ui/banner";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/text-field";

import { MESSAGES } from "../form-rules";

/** The intent the change-password form sends to /profile's action. */
export const CHANGE_PASSWORD_INTENT = "change-password";

/** What /profile's action answered to this form (passwords never come back). */
export interface ChangePasswordReply {
  ok: boolean;
  notice?: string;
  formError?: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/**
 * /profile's "Change password": the current password, the new one twice. A plain form posted to /profile, so it
 * works without JavaScript; the fields are emptied after a change, and focus goes to the first field to fix.
 */
export function ChangePasswordForm({
  hasPassword,
  reply,
  busy,
}: {
  hasPassword: boolean;
  reply: ChangePasswordReply | null;
  busy: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const fieldErrors = reply?.fieldErrors ?? {};
  useEffect(() => {
    if (!reply) return;
    if (reply.ok) formRef.current?.reset();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [reply]);

  return (
    <section id="change-password" aria-labelledby="change-password-heading" className="space-y-4">
      <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      {hasPassword ? (
        <Form ref={formRef} method="post" action="/profile#change-password" noValidate className="max-w-md space-y-4">
          <input type="hidden" name="intent" value={CHANGE_PASSWORD_INTENT} />
          <div aria-live="polite">
            {reply?.ok && reply.notice ? <Banner tone="success">{reply.notice}</Banner> : null}
            {!reply?.ok && reply?.formError ? <Banner tone="danger">{reply.formError}</Banner> : null}
          </div>
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={fieldErrors.currentPassword}
            required
          />
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters. A few random words make a strong password. Other devices are signed out when it changes."
            error={fieldErrors.newPassword}
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
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Changing password..." : "Change password"}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-slate-700">{MESSAGES.googleOnlyNoPassword}</p>
      )}
    </section>
  );
}
