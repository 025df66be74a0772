import { z } from "zod";

import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  stripInvisible,
} from "./form-rules";

export {
  AGE_CONFIRMATION_FIELD,
  CONFIRMATION_LINK_LANDING,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  safeRedirectPath,
  type FieldErrors,
} from "./form-rules";

const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .transform((value) => stripInvisible(value).trim().toLowerCase())
  .pipe(z.string().min(1, MESSAGES.emailRequired).max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid)));

const newPasswordField = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/**
 * The two typed passwords are compared whenever both were sent as text, even when another field of the form
 * failed (an unticked box, a missing name): every mistake is reported at once, the mismatch included.
 * `client-checks.ts` applies the same rule.
 */
function whenBothSent(passwordKey: string) {
  return (payload: { value: unknown }) => {
    const values = payload.value;
    if (typeof values !== "object" || values === null) return false;
    const sent = values as Record<string, unknown>;
    return typeof sent[passwordKey] === "string" && typeof sent.confirmPassword === "string";
  };
}

/**
 * The age confirmation (the privacy notice's rule for under-13s): a ticked checkbox, which browsers
 * send as "on". Anything else, including no field at all, is refused with the kind explanation.
 */
const ageConfirmedField = z.literal("on", { error: MESSAGES.ageConfirmationRequired }).transform(() => true as const);

/** /setup: the age confirmation, for accounts that have not given it yet (Google sign-ups, older accounts). */
export const ageConfirmationSchema = z.object({ ageConfirmed: ageConfirmedField });

export const signUpSchema = z
  .object({
    fullName: z
      .string({ error: MESSAGES.fullNameRequired })
      .transform((value) => stripInvisible(value).trim().replace(/\s+/g, " "))
      .pipe(z.string().min(1, MESSAGES.fullNameRequired).max(100, MESSAGES.fullNameTooLong)),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }),
    ageConfirmed: ageConfirmedField,
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    error: MESSAGES.passwordsDoNotMatch,
    when: whenBothSent("password"),
  });

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1024, MESSAGES.passwordTooLong),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(512),
    password: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    error: MESSAGES.passwordsDoNotMatch,
    when: whenBothSent("password"),
  });

/** /profile's "Change password": the current password, a new one under the sign-up rules, typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired)
      .max(1024, MESSAGES.passwordTooLong),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    error: MESSAGES.passwordsDoNotMatch,
    when: whenBothSent("newPassword"),
  });
