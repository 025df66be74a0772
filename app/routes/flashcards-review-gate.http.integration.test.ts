import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createSet } from "~/features/flashcards/sets.server";
import { subscriptions } from "~/platform/db/schema";

import { startHttpApp } from "../../tests/support/http-app";

/**
 * A student whose plan has ended ("Cancel now" in the billing portal leaves the subscription `canceled`) still
 * has cards due, but /flashcards/review refuses them (403). The list says how many are due with the review
 * page's own gate, its words and its link, and never offers a "Review due cards" link that would be refused.
 */
const app = await startHttpApp();
const db = app.database.db;

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const SUBSCRIBE = "Please subscribe to access this feature";

async function page(path: string, cookie: string) {
  const response = await app.request(path, { cookie, headers: { Accept: BROWSER_ACCEPT } });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

describe("/flashcards after the plan has ended", () => {
  it("shows the cards due with the gate's words and link to choose a plan, not a Review link that answers 403", async () => {
    const student = await app.signedInStudent({ plan: "basic" });
    const made = await createSet(db, student.id, {
      title: "Cold War",
      cards: [
        { front: "1961", back: "Berlin Wall" },
        { front: "1962", back: "Cuban Missile Crisis" },
      ],
    });
    if (!made.ok) throw new Error(made.message);

    // While the plan lasts: the due count and the Review links.
    const paying = await page("/flashcards", student.cookie);
    expect(paying.status).toBe(200);
    expect(paying.html).toContain('href="/flashcards/review"');
    expect(paying.html).toContain(`href="/flashcards/review?set=${made.value.setId}"`);
    expect(paying.html).not.toContain(SUBSCRIBE);

    // As "Cancel now" leaves it.
    await db.update(subscriptions).set({ status: "canceled", currentPeriodEnd: new Date() }).where(eq(subscriptions.userId, student.id));
    const review = await page("/flashcards/review", student.cookie);
    expect(review.status).toBe(403);
    expect(review.html).toContain(SUBSCRIBE);

    const ended = await page("/flashcards", student.cookie);
    expect(ended.status).toBe(200);
    expect(ended.html).not.toContain("/flashcards/review");
    // The page's total and the set's own count, each with the gate's words and its link (to /pricing with the
    // banner that says why), named for a screen reader by what it is for.
    const set = ended.html.slice(ended.html.indexOf('<article aria-labelledby="set-'));
    const header = ended.html.slice(0, ended.html.indexOf('<article aria-labelledby="set-'));
    for (const [part, subject] of [
      [header, "your due cards"],
      [set, "the cards due in Cold War"],
    ] as const) {
      expect(part).toContain("2 cards due today");
      expect(part).toMatch(
        new RegExp(`${SUBSCRIBE} · <a [^>]*href="/pricing\\?reactivate=true"[^>]*>View plans<span class="sr-only"> to review ${subject}</span></a>`),
      );
    }
  });
});
