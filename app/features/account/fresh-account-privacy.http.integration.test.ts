import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { flashcardSets, profiles, shareLinks, submissions, subscriptions, usageDays, user } from "~/platform/db/schema";

import { cookieOf, startHttpApp } from "../../../tests/support/http-app";
import { uniqueEmail } from "../../../tests/support/auth-kit";

/**
 * K1 over HTTP: a student signs up and confirms their email on the running app, and we look at what the
 * account holds, what the pages ask the browser to load, and the privacy notice they are shown.
 */

const app = await startHttpApp();
const db = app.database.db;
const ROOT = path.resolve(import.meta.dirname, "../../..");

async function freshAccount() {
  const email = uniqueEmail("fresh");
  const password = "a quiet sea at dawn 42";
  expect((await app.postForm("/auth", { intent: "signup", fullName: "Ada Lovelace", email, password, confirmPassword: password, ageConfirmed: "on" })).status).toBe(200);
  const link = new URL(app.lastLinkTo(email));
  const confirmed = await app.request(`${link.pathname}${link.search}`);
  expect(confirmed.status).toBe(302);
  const signedIn = await app.postForm("/auth", { intent: "signin", email, password });
  expect(signedIn.status).toBe(302);
  const cookie = cookieOf(signedIn);
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie };
}

/** Every address a page asks the browser to load (scripts, styles, pictures, frames, forms) that is not our own. */
function foreignAddresses(html: string, origin: string): string[] {
  const found = [
    ...html.matchAll(/<(?:script|img|iframe|link|source|video|audio|embed|object|form)\b[^>]*?\b(?:src|href|srcset|data|poster|action)\s*=\s*"([^"]+)"/gi),
  ].map((match) => match[1]!);
  return found.filter((address) => /^(https?:)?\/\//i.test(address) && !address.startsWith(origin));
}

/** Flesch reading ease and words per sentence of the main text of a page. */
function readability(html: string) {
  const main = html.replace(/[\s\S]*?<main[^>]*>/, "").replace(/<\/main>[\s\S]*/, "");
  const text = main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<\/(p|li|h\d|td|th|div)>/g, ".\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/g, " ");
  const sentences = text
    .split(/[.!?]+\s/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length >= 3);
  const words = sentences.flatMap((sentence) => sentence.split(/\s+/).filter((word) => /[a-z]/i.test(word)));
  const syllables = (word: string) => {
    const letters = word.toLowerCase().replace(/[^a-z]/g, "");
    if (letters.length <= 3) return 1;
    return letters.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "").match(/[aeiouy]{1,2}/g)?.length ?? 1;
  };
  const wordsPerSentence = words.length / sentences.length;
  const syllablesPerWord = words.reduce((sum, word) => sum + syllables(word), 0) / words.length;
  return { words: words.length, wordsPerSentence, flesch: 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord };
}

describe("K1: a fresh account's privacy", () => {
  it("K1: a fresh account holds only what the service needs, shares nothing and has a private avatar", async () => {
    const student = await freshAccount();
    const [account] = await db.select().from(user).where(eq(user.id, student.id));
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, student.id));
    // Minimal data: a name, an email, the trial and the age confirmation; no date of birth, no picture, no school.
    expect(Object.keys(account!).sort()).toEqual(["createdAt", "email", "emailVerified", "id", "image", "name", "updatedAt"]);
    expect(account!.image).toBeNull();
    expect(Object.keys(profile!).sort()).toEqual(
      ["ageConfirmedAt", "avatarKey", "createdAt", "examBoards", "fullName", "providerPictureUrl", "targetGrades", "trialEndsAt", "updatedAt", "userId"].sort(),
    );
    expect(profile).toMatchObject({ avatarKey: null, providerPictureUrl: null, examBoards: {}, targetGrades: {} });
    expect(profile!.ageConfirmedAt).not.toBeNull();
    // High-privacy defaults: nothing shared, nothing bought, nothing stored about use yet.
    for (const table of [shareLinks, submissions, flashcardSets, subscriptions, usageDays]) {
      expect(await db.select().from(table).where(eq(table.userId, student.id))).toEqual([]);
    }
    // The avatar is private: no one but the owner may ask for it, and a fresh account has none.
    expect((await app.request("/profile/avatar")).status).toBe(401);
    expect((await app.request("/profile/avatar", { cookie: student.cookie })).status).toBe(404);
  });

  it("K1: no page asks the browser to load anything from another host, and the CSP allows none", async () => {
    const student = await freshAccount();
    for (const [pathname, cookie] of [
      ["/", undefined],
      ["/pricing", undefined],
      ["/policy", undefined],
      ["/auth", undefined],
      ["/setup", student.cookie],
    ] as const) {
      const response = await app.request(pathname, { cookie });
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      expect(foreignAddresses(html, app.origin), pathname).toEqual([]);
      expect(html, pathname).not.toMatch(/google-analytics|googletagmanager|gtag\(|segment\.(io|com)|hotjar|facebook\.net|plausible|mixpanel|sentry/i);
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp, pathname).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    }
  });

  it("K1: the privacy notice is plain enough for 14 to 16-year-olds, and the DPIA exists", async () => {
    const response = await app.request("/policy");
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    const { words, wordsPerSentence, flesch } = readability(html);
    expect(words).toBeGreaterThan(500);
    // Flesch reading ease 60+ is plain English; short sentences.
    expect(flesch).toBeGreaterThanOrEqual(60);
    expect(wordsPerSentence).toBeLessThanOrEqual(20);
    expect(html).toMatch(/13/);
    expect(html).toMatch(/delete/i);
    const dpia = path.join(ROOT, "docs/dpia.md");
    expect(existsSync(dpia)).toBe(true);
    expect(readFileSync(dpia, "utf8")).toMatch(/Children's Code/);
  });
});
