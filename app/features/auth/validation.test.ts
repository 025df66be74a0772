import fc from "fast-check";
import { fieldErrorsFromZod } from "~/platform/forms/form-reply";
import { describe, expect, it } from "vitest";

import {
  ageConfirmationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  MESSAGES,
  resetPasswordSchema,
  safeRedirectPath,
  signInSchema,
  signUpSchema,
} from "./validation";
import { hostileString, hostileValue, ONE_MEGABYTE, PROPERTY_RUNS } from "../../../tests/support/hostile-values";

const valid = {
  fullName: "Ada Lovelace",
  email: "Ada@Example.com",
  password: "analytical engine 1843",
  confirmPassword: "analytical engine 1843",
  ageConfirmed: "on",
};

function signUpErrors(input: Record<string, unknown>) {
  const result = signUpSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("sign-up rules (spec section 5, DESIGN.md D9)", () => {
  it("accepts a valid sign-up and normalises the email and name", () => {
    const result = signUpSchema.parse({ ...valid, fullName: "  Ada   Lovelace " });
    expect(result.email).toBe("ada@example.com");
    expect(result.fullName).toBe("Ada Lovelace");
  });

  it("needs the age confirmation ticked, and explains kindly why", () => {
    const { ageConfirmed: _ticked, ...unticked } = valid;
    expect(signUpErrors(unticked)).toEqual({ ageConfirmed: MESSAGES.ageConfirmationRequired });
    for (const value of ["", "off", "false", "yes", "ON", true, 1]) {
      expect(signUpErrors({ ...valid, ageConfirmed: value }), String(value)).toEqual({ ageConfirmed: MESSAGES.ageConfirmationRequired });
    }
    expect(signUpSchema.parse(valid).ageConfirmed).toBe(true);
    expect(MESSAGES.ageConfirmationRequired).toBe(
      "Marker is for students aged 13 and over. If you are younger, ask a parent or carer to help you sign up and tick this box with them.",
    );
  });

  it("uses the same age confirmation rule on /setup", () => {
    expect(ageConfirmationSchema.safeParse({ ageConfirmed: "on" }).success).toBe(true);
    const refused = ageConfirmationSchema.safeParse({});
    expect(refused.success ? {} : fieldErrorsFromZod(refused.error)).toEqual({ ageConfirmed: MESSAGES.ageConfirmationRequired });
  });

  it("needs matching passwords", () => {
    expect(signUpErrors({ ...valid, confirmPassword: "something else" })).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("reports every field's mistake at once: the mismatch is not held back by an unticked box or a missing field", () => {
    const { ageConfirmed: _ticked, ...unticked } = valid;
    expect(signUpErrors({ ...unticked, confirmPassword: "something else" })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
      ageConfirmed: MESSAGES.ageConfirmationRequired,
    });
    const { fullName: _name, ...nameless } = valid;
    expect(signUpErrors({ ...nameless, confirmPassword: "something else", ageConfirmed: "off" })).toEqual({
      fullName: MESSAGES.fullNameRequired,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
      ageConfirmed: MESSAGES.ageConfirmationRequired,
    });
    // Nothing to compare when a password was not sent at all.
    const { confirmPassword: _confirm, ...unconfirmed } = valid;
    expect(signUpErrors({ ...unconfirmed, ageConfirmed: "off" })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
      ageConfirmed: MESSAGES.ageConfirmationRequired,
    });
  });

  it("needs at least 8 characters", () => {
    expect(signUpErrors({ ...valid, password: "abc123", confirmPassword: "abc123" })).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(signUpErrors({ ...valid, password: "12345678", confirmPassword: "12345678" })).toEqual({});
  });

  it("needs a full name that is not blank after trimming", () => {
    expect(signUpErrors({ ...valid, fullName: "   " })).toEqual({ fullName: "Full name is required" });
    expect(signUpErrors({ ...valid, fullName: "\u200b\u200b" })).toEqual({ fullName: "Full name is required" });
  });

  it("needs an email of email type", () => {
    expect(signUpErrors({ ...valid, email: "" })).toEqual({ email: MESSAGES.emailRequired });
    expect(signUpErrors({ ...valid, email: "not-an-email" })).toEqual({ email: MESSAGES.emailInvalid });
  });

  it("accepts long passphrases with spaces and emoji, up to 256 characters", () => {
    const passphrase = "correct horse battery staple 🐎🔋 ".repeat(4).slice(0, 128);
    expect(signUpErrors({ ...valid, password: passphrase, confirmPassword: passphrase })).toEqual({});
    const tooLong = "x".repeat(257);
    expect(signUpErrors({ ...valid, password: tooLong, confirmPassword: tooLong })).toEqual({
      password: MESSAGES.passwordTooLong,
    });
  });

  it("never throws, and anything it accepts satisfies the rules", () => {
    fc.assert(
      fc.property(
        fc.record({
          fullName: fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 300 })),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          password: fc.string({ unit: "binary", maxLength: 300 }),
          confirmPassword: fc.string({ unit: "binary", maxLength: 300 }),
        }),
        (input) => {
          const result = signUpSchema.safeParse(input);
          if (result.success) {
            expect(result.data.fullName.length).toBeGreaterThan(0);
            expect(result.data.fullName).toBe(result.data.fullName.trim());
            expect(result.data.password).toBe(input.confirmPassword);
            expect(result.data.password.length).toBeGreaterThanOrEqual(8);
            expect(result.data.email).toContain("@");
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("refuses non-string values without throwing", () => {
    for (const bad of [null, 42, ["a"], { toString: () => "x" }]) {
      expect(signUpSchema.safeParse({ ...valid, email: bad }).success).toBe(false);
      expect(signInSchema.safeParse({ email: "a@b.co", password: bad }).success).toBe(false);
    }
  });
});

describe("sign-in, forgot and reset rules", () => {
  it("needs an email and a password to sign in", () => {
    const result = signInSchema.safeParse({ email: "", password: "" });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromZod(result.error!)).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
  });

  it("needs a valid email to send a reset link", () => {
    expect(forgotPasswordSchema.safeParse({ email: "nobody" }).success).toBe(false);
    expect(forgotPasswordSchema.parse({ email: " Kid@School.sch.uk " }).email).toBe("kid@school.sch.uk");
  });

  it("checks the new password like a sign-up", () => {
    expect(resetPasswordSchema.safeParse({ token: "t", password: "short", confirmPassword: "short" }).success).toBe(false);
    expect(
      resetPasswordSchema.safeParse({ token: "t", password: "long enough 1", confirmPassword: "long enough 2" }).success,
    ).toBe(false);
    expect(
      resetPasswordSchema.safeParse({ token: "t", password: "long enough 1", confirmPassword: "long enough 1" }).success,
    ).toBe(true);
  });

  it("changes a password: the current one, a new one under the sign-up rules, typed twice, every mistake at once", () => {
    const errors = (input: Record<string, unknown>) => {
      const result = changePasswordSchema.safeParse(input);
      return result.success ? {} : fieldErrorsFromZod(result.error);
    };
    expect(errors({ currentPassword: "old one", newPassword: "a new passphrase", confirmPassword: "a new passphrase" })).toEqual({});
    expect(errors({ currentPassword: "", newPassword: "short", confirmPassword: "shorter" })).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
      newPassword: MESSAGES.passwordTooShort,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    expect(errors({ newPassword: "x".repeat(257), confirmPassword: "x".repeat(257) })).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
      newPassword: MESSAGES.passwordTooLong,
    });
  });
});

describe("safeRedirectPath", () => {
  it("follows same-site paths only", () => {
    expect(safeRedirectPath("/subjects/history?x=1")).toBe("/subjects/history?x=1");
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, "/auth", "/api/auth/x", "/.//evil.example", "/x/..//evil.example", "/%61uth", "/%2e/auth"]) {
      expect(safeRedirectPath(bad)).toBe("/dashboard");
    }
  });
});

describe("sign-in, forgot-password and reset-password forms under hostile input (C1)", () => {
  const field = fc.oneof(hostileString, hostileValue, fc.constant(ONE_MEGABYTE), fc.constantFrom("ada@example.com", "a quiet sea at dawn"));

  it("never throw, and what they accept is within their limits", () => {
    fc.assert(
      fc.property(fc.record({ email: field, password: field, confirmPassword: field, token: field }, { requiredKeys: [] }), (values) => {
        const signIn = signInSchema.safeParse(values);
        if (signIn.success) {
          expect(signIn.data.email).toMatch(/^[^\s@]+@[^\s@]+$/);
          expect(signIn.data.password.length).toBeGreaterThanOrEqual(1);
          expect(signIn.data.password.length).toBeLessThanOrEqual(1024);
        }
        const forgot = forgotPasswordSchema.safeParse(values);
        if (forgot.success) expect(forgot.data.email).toMatch(/^[^\s@]+@[^\s@]+$/);
        const reset = resetPasswordSchema.safeParse(values);
        if (reset.success) {
          expect(reset.data.token.length).toBeGreaterThanOrEqual(1);
          expect(reset.data.token.length).toBeLessThanOrEqual(512);
          expect(reset.data.password).toBe(reset.data.confirmPassword);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
