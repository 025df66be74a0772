import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, type Page } from "@playwright/test";

import { e2eTarget } from "./targets";

export function uniqueEmail(label = "e2e"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Reads the newest email to `to` from the server's outbox (the embedded mail mode) and returns its link. */
export async function linkFromOutbox(to: string, subject: RegExp): Promise<string> {
  const outbox = path.join(e2eTarget().dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).sort().reverse();
          } catch {
            return [];
          }
        })();
        for (const file of files) {
          const eml = readFileSync(path.join(outbox, file), "utf8");
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(eml) || !subject.test(eml)) continue;
          const text = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          link = /(https?:\/\/[^\s"<>]+)/.exec(text.split(/\r?\n\r?\n/).slice(1).join("\n"))?.[1];
          if (link) return true;
        }
        return false;
      },
      { message: `an email to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

/** The sign-up form's age confirmation (issue 13 item 4). */
export const AGE_CONFIRMATION_LABEL = "I am 13 or older, or a parent or carer has agreed";

/** Signs up through the form (age confirmed), confirms the email from the outbox, and chooses a board. */
export async function createSignedInStudent(page: Page, options: { name?: string; board?: string } = {}) {
  const email = uniqueEmail();
  const password = `e2e passphrase ${randomUUID().slice(0, 6)}`;
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Full name").fill(options.name ?? "Ada Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel(AGE_CONFIRMATION_LABEL).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created.")).toBeVisible();
  await page.goto(await linkFromOutbox(email, /Subject: Confirm your email/));
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole("radio", { name: new RegExp(options.board ?? "AQA") }).check();
  await page.getByRole("button", { name: "Continue to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}
