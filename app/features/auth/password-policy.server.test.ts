import { describe, expect, it } from "vitest";

import { checkPasswordStrength } from "./password-policy.server";
import { MESSAGES } from "./validation";

describe("checkPasswordStrength", () => {
  it("refuses common passwords and common words with digits on the end", async () => {
    for (const password of ["password1", "PASSWORD1", "qwerty123", "iloveyou1", "sunshine2024", "football"]) {
      expect(await checkPasswordStrength(password), password).toBe(MESSAGES.passwordTooCommon);
    }
  });

  it("refuses the user's own email or name", async () => {
    expect(await checkPasswordStrength("ada.lovelace@example.com", { email: "ada.lovelace@example.com" })).toBe(
      MESSAGES.passwordLikeEmail,
    );
    expect(await checkPasswordStrength("AdaLovelace", { fullName: "Ada Lovelace" })).toBe(MESSAGES.passwordLikeEmail);
  });

  it("accepts uncommon passwords and passphrases", async () => {
    for (const password of ["correct horse battery staple", "Macbeth+vaulting-ambition", "trvx-9281-qpzm", "🐎 gallops at dawn 🌅"]) {
      expect(await checkPasswordStrength(password), password).toBeNull();
    }
  });
});
