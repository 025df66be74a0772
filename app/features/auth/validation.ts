import { z } from "zod";

import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  stripInvisible,
} from "./form-rules";

export { AGE_CONFIRMATION_FIELD, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, safeRedirectPath, type FieldErrors } from "./form-rules";

const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .transform((value) => stripInvisible(value).trim().toLowerCase())
  .pipe(z.string().min(1, MESSAGES.emailRequired).max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid)));

const newPasswordField = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

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
  });
