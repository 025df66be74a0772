import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { fieldErrorsFromZod } from "~/platform/forms/form-reply";

import { checkForgotPassword, checkSignIn, checkSignUp, isAcceptedEmail, type FormInput } from "./client-checks";
import { forgotPasswordSchema, MESSAGES, signInSchema, signUpSchema } from "./validation";

/** The server's verdict: the first message per field of the zod parse, or none. */
function serverErrors(schema: z.ZodType, input: FormInput) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

// Strings that hit the rules' edges: empty, spaces, invisible characters, near-valid addresses, long runs.
const emailChars = fc.constantFrom(..."aZ09_'+-.@ \u200b\tx".split(""));
const emailish = fc.oneof(
  fc.string({ unit: emailChars, maxLength: 30 }),
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(..."ab1_'+-.".split("")), maxLength: 8 }),
      fc.string({ unit: fc.constantFrom(..."ab1-.".split("")), maxLength: 10 }),
      fc.constantFrom("", ".uk", ".c", ".com", ".co.uk", ".c0m", "."),
    )
    .map(([local, domain, end]) => `${local}@${domain}${end}`),
  fc.emailAddress(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(`${"a".repeat(250)}@x.uk`, `${"a".repeat(245)}@example.com`, " Ada@Example.COM "),
);
const passwordish = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("", "1234567", "12345678", "x".repeat(256), "x".repeat(257), "y".repeat(1025)),
);
const nameish = fc.oneof(
  fc.string({ unit: fc.constantFrom("A", " ", "\u200b", "\n", "é"), maxLength: 110 }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom("x".repeat(100), `${"x".repeat(100)} `, "x".repeat(101)),
);
const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const signUpInput = fc.record(
  {
    fullName: maybe(nameish),
    email: maybe(emailish),
    password: maybe(passwordish),
    confirmPassword: maybe(passwordish),
    ageConfirmed: maybe(fc.constantFrom("on", "off", "")),
  },
  { requiredKeys: [] },
);
// Matching passwords often, so the comparison is exercised with everything else valid too.
const signUpWithMatchingPasswords = fc
  .tuple(nameish, emailish, passwordish, fc.constantFrom("on", "off"))
  .map(([fullName, email, password, ageConfirmed]) => ({ fullName, email, password, confirmPassword: password, ageConfirmed }));

const RUNS = { numRuns: 2000 };

describe("client checks agree with the server's zod schemas", () => {
  it("sign-up: same verdict and same first message per field", () => {
    fc.assert(
      fc.property(fc.oneof(signUpInput, signUpWithMatchingPasswords), (input) => {
        expect(checkSignUp(input)).toEqual(serverErrors(signUpSchema, input));
      }),
      RUNS,
    );
  });

  it("sign-in: same verdict and same first message per field", () => {
    fc.assert(
      fc.property(fc.record({ email: maybe(emailish), password: maybe(passwordish) }, { requiredKeys: [] }), (input) => {
        expect(checkSignIn(input)).toEqual(serverErrors(signInSchema, input));
      }),
      RUNS,
    );
  });

  it("forgot password: same verdict and same message", () => {
    fc.assert(
      fc.property(fc.record({ email: maybe(emailish) }, { requiredKeys: [] }), (input) => {
        expect(checkForgotPassword(input)).toEqual(serverErrors(forgotPasswordSchema, input));
      }),
      RUNS,
    );
  });

  it("known cases", () => {
    expect(isAcceptedEmail("ada@example.com")).toBe(true);
    expect(isAcceptedEmail("ada.l@mail.example.co.uk")).toBe(true);
    expect(isAcceptedEmail("ada'@example.com")).toBe(false);
    expect(isAcceptedEmail(".ada@example.com")).toBe(false);
    expect(isAcceptedEmail("ada@example")).toBe(false);
    expect(isAcceptedEmail("ada@@example.com")).toBe(false);
    expect(checkSignIn({ email: " Ada@Example.com ", password: "x" })).toEqual({});
    expect(checkSignUp({ fullName: "Ada", email: "ada@example.com", password: "12345678", confirmPassword: "12345679", ageConfirmed: "on" })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    // Every mistake at once: an unticked box or a blank name does not hold back "Passwords do not match".
    expect(checkSignUp({ fullName: " ", email: "ada@example.com", password: "12345678", confirmPassword: "12345679" })).toEqual({
      fullName: MESSAGES.fullNameRequired,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
      ageConfirmed: MESSAGES.ageConfirmationRequired,
    });
  });
});
