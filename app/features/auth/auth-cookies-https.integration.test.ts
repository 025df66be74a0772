import { describe, expect, it } from "vitest";

import { setUpAuthKit, uniqueEmail } from "../../../tests/support/auth-kit";
import { MESSAGES } from "./validation";

const kit = await setUpAuthKit({ APP_URL: "https://marker.example", REQUIRE_EMAIL_VERIFICATION: "false" });

describe("sessions over https, without email verification", () => {
  it("signs up straight in, with a Secure, HttpOnly, SameSite=Lax cookie", async () => {
    const password = "a lighthouse keeper's log";
    const result = await kit.postAuthForm({
      intent: "signup",
      fullName: "Mary Anning",
      email: uniqueEmail(),
      password,
      confirmPassword: password,
      ageConfirmed: "on",
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/dashboard");
    const cookie = result.setCookies.find((value) => value.startsWith("__Secure-better-auth.session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it("explains that Google sign-in is not available when it is not configured", async () => {
    const result = await kit.postAuthForm({ intent: "google" });
    expect(result.status).toBe(400);
    expect(result.data?.formError).toBe(MESSAGES.googleNotConfigured);
  });
});
