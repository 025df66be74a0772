import type { Page } from "@playwright/test";

import { createSignedInStudent } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * No dead links (issue 12, point 8): every same-origin link reachable from the header, the footer and the
 * pages' own links is followed, breadth-first, each path once. A link whose navigation ends on `/` or
 * `/dashboard` when its href named another page is a silent bounce (the catch-all, or a guard sending
 * the student away): the test lists every one.
 */

const START_SIGNED_OUT = ["/", "/pricing", "/about", "/help", "/contact", "/security", "/status", "/tos", "/policy", "/auth"];
const START_SIGNED_IN = ["/dashboard", "/subjects", "/flashcards", "/profile", "/pricing", "/about", "/help", "/"];
const BOUNCE_TARGETS = new Set(["/", "/dashboard"]);

interface Found {
  href: string;
  text: string;
  on: string;
}

function shouldFollow(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (url.pathname === "/auth/sign-out") return false;
  if (/\.pdf$/i.test(url.pathname)) return false;
  return true;
}

async function linksOn(page: Page): Promise<{ href: string; text: string }[]> {
  return page.$$eval("a[href]", (anchors) =>
    anchors.map((anchor) => ({ href: anchor.getAttribute("href") ?? "", text: (anchor.textContent ?? "").trim().replace(/\s+/g, " ") })),
  );
}

/** Crawls from `starts`; answers the links that bounced and how many paths were visited. */
async function crawl(page: Page, baseURL: string, starts: string[]) {
  const origin = new URL(baseURL).origin;
  const queue: Found[] = starts.map((href) => ({ href, text: "(start)", on: "(start)" }));
  const seen = new Set(queue.map((item) => item.href));
  // Every link to each path, so a bouncing path is reported with all the links that lead to it.
  const linksTo = new Map<string, Found[]>();
  const bounced = new Map<string, { first: Found; landed: string }>();
  let visited = 0;
  while (queue.length > 0) {
    const item = queue.shift()!;
    await page.goto(item.href);
    await page.waitForLoadState("load");
    visited++;
    const landed = new URL(page.url());
    const asked = new URL(item.href, origin);
    if (BOUNCE_TARGETS.has(landed.pathname) && !BOUNCE_TARGETS.has(asked.pathname)) {
      bounced.set(item.href, { first: item, landed: landed.pathname });
      continue;
    }
    for (const link of await linksOn(page)) {
      if (!link.href || link.href.startsWith("#") || /^(mailto|tel|javascript):/i.test(link.href)) continue;
      const url = new URL(link.href, page.url());
      if (!shouldFollow(url, origin)) continue;
      const path = `${url.pathname}${url.search}`;
      const on = `${landed.pathname}${landed.search}`;
      if (seen.has(path)) {
        const others = linksTo.get(path) ?? [];
        if (!others.some((other) => other.on === on && other.text === link.text)) linksTo.set(path, [...others, { href: path, text: link.text, on }]);
        continue;
      }
      seen.add(path);
      queue.push({ href: path, text: link.text, on });
    }
  }
  const bounces = [...bounced].flatMap(([href, { first, landed }]) =>
    [first, ...(linksTo.get(href) ?? [])].map((link) => `"${link.text}" (${href}) on ${link.on} ended on ${landed}`),
  );
  return { bounces, visited, seen };
}

test.describe.configure({ timeout: 180_000 });

test("a signed-out visitor: no link bounces to / or /dashboard", async ({ page, baseURL }) => {
  const { bounces, visited, seen } = await crawl(page, baseURL!, START_SIGNED_OUT);
  expect(visited).toBeGreaterThan(START_SIGNED_OUT.length);
  expect([...seen]).toEqual(expect.arrayContaining(["/pricing", "/about", "/help", "/tos", "/policy", "/auth"]));
  expect(bounces, "links that bounce to / or /dashboard").toEqual([]);
});

test("a signed-in student with a board chosen: no link bounces to / or /dashboard", async ({ page, baseURL }) => {
  await createSignedInStudent(page, { name: "Isambard Brunel" });
  const { bounces, visited, seen } = await crawl(page, baseURL!, START_SIGNED_IN);
  expect(visited).toBeGreaterThan(START_SIGNED_IN.length);
  expect([...seen]).toEqual(expect.arrayContaining(["/flashcards", "/subjects/english-literature", "/profile"]));
  expect(bounces, "links that bounce to / or /dashboard").toEqual([]);
});
