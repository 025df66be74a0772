import type { z } from "zod";

/**
 * The one shape every form action answers with, and what its page reads. `values` echoes what the user
 * typed (never a password) so that nothing is lost when a form comes back with errors. Actions may add
 * a few fields of their own (the auth page's mode, a share link) through `Extra`.
 */
export type FormReply<Field extends string = string, Extra extends object = object> = {
  ok: boolean;
  /** A message for the whole form (a banner). */
  formError?: string;
  /** A message per field, shown under the field. */
  fieldErrors?: Partial<Record<Field, string>>;
  /** A success or information message. */
  notice?: string;
  values?: Record<string, string | undefined>;
} & Extra;

/** The first message for each field of a failed zod parse; `toField` maps a path to a form field. */
export function fieldErrorsFromZod<Field extends string = string>(
  error: z.ZodError,
  toField: (path: readonly PropertyKey[]) => Field = (path) => String(path[0] ?? "form") as Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) errors[toField(issue.path)] ??= issue.message;
  return errors;
}

/** Reads named string fields from form data; anything else (files, repeats) is ignored. */
export function formValues<Name extends string>(formData: FormData, names: readonly Name[]): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
