import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PLAN_EXPIRED_MESSAGE, PLAN_REACTIVATE_MESSAGE } from "~/features/billing/checkout-messages";
import { profiles, subscriptions } from "~/platform/db/schema";
import { CARD_CLASSES } from "~/ui/card";

import { startHttpApp } from "../../tests/support/http-app";

/**
 * /subjects over HTTP, as each kind of student meets it: the subjects their plan opens, the locked ones greyed
 * with the way to unlock them (an upgrade, or for a student with no plan the dashboard's words and address),
 * and the plans table, which must show every column on a phone without scrolling sideways.
 */
const app = await startHttpApp();
const db = app.database.db;

/** The page's text as a reader meets it: React's markers between text pieces removed. */
async function subjectsPage(cookie: string) {
  const response = await app.request("/subjects", { cookie });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

const NAMES = { "english-literature": "English Literature", "english-language": "English Language", history: "History" } as const;
type Slug = keyof typeof NAMES;

/** Each subject's card (its list item's HTML), by slug, found by the card's heading. */
function cards(html: string): Record<Slug, string> {
  const list = html.slice(html.indexOf('<ul class="mt-8 grid'), html.indexOf("</ul>"));
  const items = list.split("<li>").slice(1);
  expect(items).toHaveLength(3);
  const bySlug = {} as Record<Slug, string>;
  for (const [slug, name] of Object.entries(NAMES) as [Slug, string][]) {
    const item = items.find((candidate) => new RegExp(`<h2[^>]*>${name}[ <]`).test(candidate));
    expect(item, name).toBeDefined();
    bySlug[slug] = item!;
  }
  return bySlug;
}

/** The class of a card's own box (the first element in its list item). */
const boxClass = (card: string) => /^<div class="([^"]*)"/.exec(card)?.[1] ?? "";

/** The one link in a card whose text is `text`, as its opening tag. */
const linkTag = (card: string, text: string) => {
  const links = [...card.matchAll(new RegExp(`(<a\\b[^>]*>)${text}</a>`, "g"))].map((match) => match[1]!);
  expect(links, text).toHaveLength(1);
  return links[0]!;
};

function expectOpen(card: string, slug: Slug) {
  expect(boxClass(card)).toContain(CARD_CLASSES);
  expect(card).toContain(`href="/subjects/${slug}"`);
  expect(card).toContain(`>Open ${NAMES[slug]}</a>`);
  expect(card).not.toContain("Locked");
}

/** Greyed, visibly and for screen readers: another box than an open card's, "Locked" in its heading, no way into the subject. */
function expectLocked(card: string, slug: Slug, unlock: { message: string; link: string; to: string }) {
  const box = boxClass(card);
  expect(box).not.toContain(CARD_CLASSES);
  expect(box).not.toContain("bg-white");
  expect(box).toContain("bg-slate-100");
  expect(box).toContain("border-dashed");
  expect(card).toMatch(new RegExp(`<h2 class="[^"]*text-slate-600[^"]*">${NAMES[slug]} <span[^>]*>Locked</span></h2>`));
  expect(card).not.toContain(`href="/subjects/`);
  expect(card).not.toContain(`aria-disabled`);
  expect(card).toContain(`>${unlock.message}</p>`);
  const link = linkTag(card, unlock.link);
  expect(link).toContain(`href="${unlock.to}"`);
  expect(link).toContain(`aria-label="${unlock.link} for ${NAMES[slug]}"`);
}

const UPGRADE = { message: "Upgrade to access this subject", link: "Upgrade Plan", to: "/pricing" };

describe("/subjects", () => {
  it("on the trial and on Basic, opens English Literature only; the others are greyed, locked, with Upgrade Plan to /pricing", async () => {
    const trial = await app.signedInStudent();
    const basic = await app.signedInStudent({ plan: "basic" });
    for (const student of [trial, basic]) {
      const page = cards(await subjectsPage(student.cookie));
      expectOpen(page["english-literature"], "english-literature");
      expectLocked(page["english-language"], "english-language", UPGRADE);
      expectLocked(page.history, "history", UPGRADE);
    }
  });

  it("on Standard, opens every subject with nothing locked", async () => {
    const standard = await app.signedInStudent({ plan: "standard" });
    const html = await subjectsPage(standard.cookie);
    const page = cards(html);
    for (const slug of Object.keys(NAMES) as Slug[]) expectOpen(page[slug], slug);
    expect(html).not.toContain(">Upgrade to access this subject</p>");
  });

  it("with no plan, asks the student to choose one, in the dashboard's words and to its address, not to upgrade", async () => {
    const expired = await app.signedInStudent();
    await db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, expired.id));
    const lapsed = await app.signedInStudent();
    await db.insert(subscriptions).values({ userId: lapsed.id, customerId: `cus_lapsed_${lapsed.id.slice(0, 8)}`, plan: "standard", status: "canceled" });

    for (const [student, unlock] of [
      [expired, { message: PLAN_EXPIRED_MESSAGE, link: "Choose a plan", to: "/pricing?expired=true" }],
      [lapsed, { message: PLAN_REACTIVATE_MESSAGE, link: "Choose a plan", to: "/pricing?reactivate=true" }],
    ] as const) {
      const html = await subjectsPage(student.cookie);
      const page = cards(html);
      for (const slug of Object.keys(NAMES) as Slug[]) expectLocked(page[slug], slug, unlock);
      expect(html).not.toContain(">Upgrade to access this subject</p>");
      expect(html).not.toContain(">Upgrade Plan</a>");
      // The address the dashboard's banner links to, for the same student.
      const dashboard = await (await app.request("/dashboard", { cookie: student.cookie })).text();
      expect(dashboard).toMatch(new RegExp(`<a [^>]*href="${unlock.to.replace("?", "\\?")}"[^>]*>Choose a plan</a>`));
    }
  });

  it("compares the plans in a real table with headers, in no box that scrolls sideways, so every column shows on a phone", async () => {
    const student = await app.signedInStudent();
    const html = await subjectsPage(student.cookie);
    const start = html.indexOf("<table");
    const table = html.slice(start, html.indexOf("</table>") + "</table>".length);
    expect(table).toContain('<caption class="sr-only">Subjects and daily markings by plan</caption>');
    for (const header of ["Plan", "Subjects", "Markings a day"]) expect(table).toMatch(new RegExp(`<th scope="col"[^>]*>${header}</th>`));
    for (const [plan, subjects, markings] of [
      ["Basic", "English Literature", "15"],
      ["Standard", "English Literature, English Language, History", "50"],
      ["Premium", "English Literature, English Language, History", "Unlimited"],
    ]) {
      expect(table).toMatch(new RegExp(`<th scope="row"[^>]*>${plan} .*?</th><td[^>]*>${subjects}</td><td[^>]*>${markings}</td>`));
    }
    // Nothing makes the table wider than a phone, and nothing around it scrolls sideways.
    expect(table.slice(0, table.indexOf(">"))).not.toMatch(/min-w-/);
    const section = html.slice(html.indexOf('<section aria-labelledby="compare-heading"'), start);
    expect(section).not.toMatch(/overflow-x-(auto|scroll)/);
    expect(html).not.toContain("scrolls sideways");
  });
});
