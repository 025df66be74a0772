import { describe, expect, it } from "vitest";

import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { usageDays } from "~/platform/db/schema";
import { londonDay } from "~/platform/time/london-day";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { loader } from "./dashboard";

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

describe("dashboard figures (spec section 2)", () => {
  it("greets by first name, shows N/A with nothing marked, and the day's allowance", async () => {
    const student = await createStudent(database.db, { name: "Ada Lovelace" });
    const data = await dashboardFor(student);
    expect(data).toMatchObject({ firstName: "Ada", total: 0, averageGrade: "N/A", planLabel: "Free Trial" });
    expect(data.usage).toMatchObject({ used: 0, cap: 15, remaining: 15 });
  });

  it("says when the allowance resets once none remains", async () => {
    const student = await createStudent(database.db);
    await database.db.insert(usageDays).values({ userId: student.id, day: londonDay(new Date()), used: 15 });
    const data = await dashboardFor(student);
    expect(data.usage.remaining).toBe(0);
    expect(data.usage.resetsOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });
});
