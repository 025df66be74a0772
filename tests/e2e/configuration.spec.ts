import { createPostgresDatabase, resolveAdminUrl } from "../support/test-database";
import { freePort, runServerExpectingExit, startAppServer } from "./support/app-server";
import { expect, test } from "./support/fixtures";

test.describe("configuration validated at start", () => {
  const cases: { name: string; env: Record<string, string> }[] = [
    { name: "PORT", env: { PORT: "not-a-port" } },
    { name: "DATABASE_URL", env: { DATABASE_URL: "mysql://localhost/marker" } },
    { name: "LOG_LEVEL", env: { LOG_LEVEL: "chatty" } },
    { name: "APP_URL", env: { APP_URL: "ftp://example.com" } },
  ];
  for (const testCase of cases) {
    test(`a bad ${testCase.name} stops the server with a message naming it`, async () => {
      const result = await runServerExpectingExit(testCase.env);
      expect(result.code).toBe(1);
      expect(result.output).toContain("Invalid configuration");
      expect(result.output).toContain(testCase.name);
      expect(result.output).not.toMatch(/at \S+ \(.*:\d+:\d+\)/); // no stack trace
    });
  }
});

test("with its own database and no Stripe key, paid plans say payments are not configured, and nothing is granted", async ({ page }) => {
  const adminUrl = await resolveAdminUrl();
  test.skip(!adminUrl, "needs a PostgreSQL server for DATABASE_URL");
  const created = await createPostgresDatabase(adminUrl!, "marker_nobilling");
  const server = await startAppServer({
    DATABASE_URL: created.url,
    AUTH_SECRET: "no-billing-test-secret-long-enough-to-pass",
    REQUIRE_EMAIL_VERIFICATION: "false",
    LOG_LEVEL: "info",
  });
  try {
    // The start log says so (pino may flush it just after the listening line).
    await expect.poll(() => server.output.join("\n")).toContain("Payments are not configured on this server");
    await page.goto(`${server.url}/pricing`);
    await expect(page.getByText("Payments are not configured on this server.")).toBeVisible();

    await page.goto(`${server.url}/auth?mode=signup`);
    await page.getByLabel("Full name").fill("Alan Turing");
    await page.getByLabel("Email").fill("turing@example.com");
    await page.getByLabel("Password", { exact: true }).fill("a long enough passphrase");
    await page.getByLabel("Confirm password").fill("a long enough passphrase");
    await page.getByLabel("I am 13 or older, or a parent or carer has agreed").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/setup$/);
    await page.goto(`${server.url}/pricing`);
    await expect(page.getByRole("button", { name: "Select Plan: Standard (Payments are not configured on this server)" })).toBeDisabled();
    // A hand-made post starts no checkout of any kind.
    const response = await page.request.post(`${server.url}/pricing`, {
      form: { intent: "checkout", plan: "standard" },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(503);
    const webhook = await page.request.post(`${server.url}/api/stripe/webhook`, { data: {}, headers: { Origin: server.url } });
    expect(webhook.status()).toBe(404);
    const local = await page.request.get(`${server.url}/local-billing-portal`, { maxRedirects: 0 });
    expect(local.status()).toBe(404);
  } finally {
    await server.stop();
    await created.drop();
  }
});

test("a second server on the same embedded database refuses to start, says why, and leaves the first one serving", async ({ request }) => {
  test.setTimeout(180_000);
  const first = await startAppServer({}, 120_000, { embedded: true });
  try {
    const second = await runServerExpectingExit({ DATA_DIR: first.dataDir, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another Marker server (process ${first.process.pid}) is already using the embedded database in`);
    expect(second.output).toContain("give this one a data directory of its own (DATA_DIR)");
    expect(second.output).not.toMatch(/at \S+ \(.*:\d+:\d+\)/); // no stack trace
    expect((await request.get(`${first.url}/pricing`)).status()).toBe(200);
  } finally {
    await first.stop();
  }
});
