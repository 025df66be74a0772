import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, type Page } from "@playwright/test";

import { AGE_CONFIRMATION_FIELD } from "../../../app/features/auth/form-rules";
import { EXAM_BOARDS } from "../../../app/features/catalogue/subjects";
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

/**
 * Signs up, confirms the email from the outbox and chooses a board, over HTTP with the page's own
 * cookies (the forms' posts, as a browser without JavaScript sends them), then opens the dashboard in
 * the page. The journey through the forms themselves is accounts.spec.ts's; this is the set-up step of
 * every other journey, and doing it in the browser cost about 2 s each, 96 times a run.
 */
export async function createSignedInStudent(page: Page, options: { name?: string; board?: string } = {}) {
  const email = uniqueEmail();
  const password = `e2e passphrase ${randomUUID().slice(0, 6)}`;
  const origin = e2eTarget().url;
  const signUp = await page.request.post("/auth?mode=signup", {
    headers: { Origin: origin },
    form: {
      intent: "signup",
      fullName: options.name ?? "Ada Lovelace",
      email,
      password,
      confirmPassword: password,
      [AGE_CONFIRMATION_FIELD]: "on",
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  expect(await signUp.text()).toContain("Account created.");
  const confirmed = await page.request.get(await linkFromOutbox(email, /Subject: Confirm your email/));
  // The link confirms the address and asks for a sign-in (it never signs anyone in).
  expect(new URL(confirmed.url()).searchParams.get("emailLink")).toBe("confirm");
  const signedIn = await page.request.post("/auth", { headers: { Origin: origin }, form: { intent: "signin", email, password } });
  expect(new URL(signedIn.url()).pathname, await signedIn.text()).toBe("/setup");
  const setUp = await page.request.post("/setup", {
    headers: { Origin: origin },
    form: { board: boardId(options.board ?? "AQA") },
  });
  expect(new URL(setUp.url()).pathname, await setUp.text()).toBe("/dashboard");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}

/** The setup form's value for a board named as its radio's label names it ("AQA", "OCR", "Edexcel", "WJEC"). */
function boardId(label: string): string {
  const board = EXAM_BOARDS.find((candidate) => candidate.name === label);
  if (!board) throw new Error(`unknown board ${label}`);
  return board.id;
}

/**
 * Buys Standard through the test checkout's forms over HTTP with the page's own cookies (the posts a browser
 * without JavaScript sends: Select Plan on /pricing, Pay on the checkout, the payment page's check), then opens
 * the dashboard in the page. The purchase in the browser, with /success's 3 s and 2 s waits, is billing.spec.ts's
 * and claims.spec.ts's journey; this is the set-up step of the journeys that need a Standard student.
 */
export async function buyStandard(page: Page) {
  const origin = e2eTarget().url;
  const selected = await page.request.post("/pricing", {
    headers: { Origin: origin },
    form: { intent: "checkout", plan: "standard" },
    maxRedirects: 0,
  });
  const checkout = selected.headers()["location"] ?? "";
  expect(checkout, await selected.text()).toMatch(/^\/local-checkout\//);
  const paid = await page.request.post(checkout, { headers: { Origin: origin }, form: { intent: "pay" }, maxRedirects: 0 });
  const success = new URL(paid.headers()["location"] ?? "", origin);
  expect(success.pathname, await paid.text()).toBe("/success");
  const sessionId = success.searchParams.get("session_id") ?? "";
  const confirmed = await page.request.post(`/success?session_id=${encodeURIComponent(sessionId)}`, {
    headers: { Origin: origin },
    form: { sessionId },
  });
  expect(await confirmed.text()).toContain("Payment Successful! Your plan is active.");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}
