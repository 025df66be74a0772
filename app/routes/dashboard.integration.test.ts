import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { flashcards, flashcardSets, profiles, subscriptions, usageDays } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { createPendingSubmission, createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import Dashboard, { loader } from "./dashboard";

const database = await setupTestDatabase();
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);

async function dashboardFor(student: Awaited<ReturnType<typeof createStudent>>) {
  const session = { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } };
  return loader({
    request: new Request("http://marker.test/dashboard"),
    context: { session },
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
}

/** The page as the server renders it from the loader's data. */
function render(data: Awaited<ReturnType<typeof dashboardFor>>) {
  const props = { loaderData: data, actionData: undefined, params: {}, matches: [] } as unknown as Parameters<typeof Dashboard>[0];
  const router = createMemoryRouter([{ path: "/dashboard", element: createElement(Dashboard, props) }], { initialEntries: ["/dashboard"] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

/** A set of `count` cards, due a minute ago. */
async function giveCards(userId: string, count: number) {
  const [set] = await database.db.insert(flashcardSets).values({ userId, title: "Cold War" }).returning({ id: flashcardSets.id });
  await database.db
    .insert(flashcards)
    .values(Array.from({ length: count }, (_, position) => ({ setId: set!.id, userId, position, front: `Q${position}`, back: `A${position}`, due: new Date(Date.now() - 60_000) })));
}

describe("dashboard figures (spec section 2)", () => {
  it("greets by first name, shows N/A with nothing marked, and the day's allowance", async () => {
    const student = await createStudent(database.db, { name: "Ada Lovelace" });
    const data = await dashboardFor(student);
    expect(data).toMatchObject({ firstName: "Ada", total: 0, averageGrade: "N/A", planLabel: "Free Trial" });
    expect(data.usage).toMatchObject({ used: 0, cap: 15, remaining: 15 });
  });

  it("welcomes a new account, and welcomes back a student who has sent answers", async () => {
    const student = await createStudent(database.db, { name: "Ada Lovelace" });
    expect(render(await dashboardFor(student))).toContain("<h1 class=\"text-3xl font-bold text-slate-900\">Welcome, Ada!</h1>");
    await createPendingSubmission(database.db, student.id);
    expect(render(await dashboardFor(student))).toContain(">Welcome back, Ada!</h1>");
  });

  it("says when the allowance resets once none remains", async () => {
    const student = await createStudent(database.db);
    await database.db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: 15 });
    const data = await dashboardFor(student);
    expect(data.usage.remaining).toBe(0);
    expect(data.usage.resetsOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it("tells a student whose trial has ended, or whose subscription stopped, to choose a plan instead of counting down an allowance of 0", async () => {
    const trial = await dashboardFor(await createStudent(database.db));
    expect(trial.renew).toBeNull();
    expect(trial.trialEnds).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    const expired = await createStudent(database.db);
    await database.db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, expired.id));
    expect((await dashboardFor(expired)).renew).toBe("/pricing?expired=true");

    const lapsed = await createStudent(database.db);
    await database.db.update(profiles).set({ trialEndsAt: sql`now() - interval '30 days'` }).where(eq(profiles.userId, lapsed.id));
    await database.db.insert(subscriptions).values({ userId: lapsed.id, customerId: `cus_${lapsed.id.slice(0, 8)}`, plan: "basic", status: "canceled" });
    expect((await dashboardFor(lapsed)).renew).toBe("/pricing?reactivate=true");
  });

  it("counts due flashcards and links to review only while the plan includes flashcards (review answers 403 without)", async () => {
    const onTrial = await createStudent(database.db);
    await giveCards(onTrial.id, 2);
    const trial = await dashboardFor(onTrial);
    expect(trial.cardsDueToday).toBe(2);
    expect(render(trial)).toContain("2 cards due today");
    expect(render(trial)).toContain('href="/flashcards/review"');

    const expired = await createStudent(database.db, { trialDays: -1 });
    const lapsed = await createStudent(database.db);
    await database.db.update(profiles).set({ trialEndsAt: sql`now() - interval '30 days'` }).where(eq(profiles.userId, lapsed.id));
    await database.db.insert(subscriptions).values({ userId: lapsed.id, customerId: `cus_${lapsed.id.slice(0, 8)}`, plan: "basic", status: "canceled" });
    for (const student of [expired, lapsed]) {
      await giveCards(student.id, 2);
      const data = await dashboardFor(student);
      expect(data.cardsDueToday).toBeNull();
      const html = render(data);
      expect(html).not.toContain("due today");
      expect(html).not.toContain('href="/flashcards/review"');
      // The plan banner says what to do instead, and the sets stay open (study mode and delete need no plan).
      expect(html).toContain("Choose a plan");
      expect(html).toContain('href="/flashcards"');
    }
  });
});
