import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { profiles, subscriptions } from "~/platform/db/schema";

import { startHttpApp } from "../../../tests/support/http-app";

/**
 * "Generate from YouTube" without JavaScript from a student whose plan does not include it: the browser is
 * sent back to the panel with the feature gate's own refusal (as the JSON path answers it), never with
 * "Error generating flashcards", which would tell the student to try again what can never work.
 */
const app = await startHttpApp();
const db = app.database.db;

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const LINK = "https://youtu.be/dQw4w9WgXcQ";
const UPGRADE = "Upgrade to Standard plan to access this feature";
const SUBSCRIBE = "Please subscribe to access this feature";

function postPanelForm(cookie: string) {
  return app.request("/api/flashcards/youtube", {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin, Accept: BROWSER_ACCEPT },
    body: new URLSearchParams({ url: LINK }),
  });
}

function postJson(cookie: string) {
  return app.request("/api/flashcards/youtube", {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/json", Origin: app.origin, Accept: "application/json" },
    body: JSON.stringify({ url: LINK }),
  });
}

async function page(path: string, cookie: string) {
  const response = await app.request(path, { cookie, headers: { Accept: BROWSER_ACCEPT } });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("'Generate from YouTube' without JavaScript, from a plan without it", () => {
  it("comes back with the gate's message, the one the JSON path answers: an upgrade on the trial or Basic, a subscription with no plan", async () => {
    const trial = await app.signedInStudent();
    const basic = await app.signedInStudent({ plan: "basic" });
    const expired = await app.signedInStudent();
    await db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, expired.id));
    const lapsed = await app.signedInStudent();
    await db.insert(subscriptions).values({ userId: lapsed.id, customerId: `cus_lapsed_${lapsed.id.slice(0, 8)}`, plan: "standard", status: "canceled" });

    for (const [student, reason, message] of [
      [trial, "upgrade", UPGRADE],
      [basic, "upgrade", UPGRADE],
      [expired, "subscribe", SUBSCRIBE],
      [lapsed, "subscribe", SUBSCRIBE],
    ] as const) {
      const json = await postJson(student.cookie);
      expect(json.status).toBe(403);
      expect(JSON.stringify(await json.json())).toContain(message);

      const refused = await postPanelForm(student.cookie);
      expect(refused.status).toBe(303);
      const location = refused.headers.get("location")!;
      expect(location).toBe(`/flashcards?youtube=failed&reason=${reason}&url=${encodeURIComponent(LINK)}#generate-from-youtube`);
      const html = await page(location.split("#")[0]!, student.cookie);
      expect(html).toContain(message);
      expect(html).not.toContain(FLASHCARD_MESSAGES.generateFailed);
    }
  });
});
