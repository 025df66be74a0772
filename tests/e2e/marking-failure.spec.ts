import { startFakeLlmServer } from "../fakes/llm-server";
import { createDatabase } from "../../app/platform/db/client.server";
import { createStudent, markingsUsedToday } from "../support/factories";
import { createSessionCookie } from "../support/session-cookie";
import { createPostgresDatabase, resolveAdminUrl } from "../support/test-database";
import { startAppServer } from "./support/app-server";
import { expect, test } from "./support/fixtures";
import { MACBETH_EXTRACT, MACBETH_QUESTION } from "./support/marking";

const PROPOSAL = {
  objectives: ["AO1", "AO2", "AO3", "AO4"].map((code, i) => ({ code, marks: [8, 8, 4, 3][i], rationale: `${code}: clear.`, evidence: ["vaulting ambition"] })),
  strengths: ["A clear argument about ambition."],
  areasForImprovement: ["More on the play's structure."],
  specificFeedback: "A thoughtful answer.",
  suggestions: ["Explore the metaphor further."],
  annotations: [],
};

/**
 * D4 in the browser: a model whose output is broken (truncated JSON) fails the marking after one bounded
 * retry; the student sees the failure, that it used no allowance, and a "Try marking again" button. Once
 * the model answers properly, that button marks the answer, and the allowance is taken once.
 * A server of its own on PostgreSQL with the fake model on loopback (the shared e2e servers mark offline).
 */
test("D4: a broken model output fails the marking with a retry button, and the retry marks it", async ({ page, context }) => {
  const adminUrl = await resolveAdminUrl();
  test.skip(!adminUrl, "needs a PostgreSQL server");
  test.setTimeout(120_000);
  const created = await createPostgresDatabase(adminUrl!, "marker_d4");
  const database = createDatabase({ kind: "postgres", url: created.url, poolMax: 2 });
  await database.migrate();
  const model = await startFakeLlmServer();
  model.setDefault({ kind: "text", text: '{"objectives": [{"code": "AO1", "marks": 8, "rationale": "Clear' });
  const authSecret = "marking-failure-test-secret-long-enough";
  const server = await startAppServer({
    DATABASE_URL: created.url,
    AUTH_SECRET: authSecret,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `${model.url}/v1`,
    AI_API_KEY: "test-key-not-secret",
    AI_MODEL: "fake-model",
    AI_MAX_RETRIES: "0",
  });
  try {
    const student = await createStudent(database.db, { name: "Retry Student" });
    const cookie = await createSessionCookie((text, values) => database.executeSql(text, values), student.id, authSecret);
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.url }]);

    await page.goto(`${server.url}/subjects/english-literature`);
    await page.getByLabel("Question type").selectOption("shakespeare");
    await page.getByLabel("Question", { exact: true }).fill(MACBETH_QUESTION);
    await page.getByLabel("Extract", { exact: true }).fill(MACBETH_EXTRACT);
    await page.getByLabel("Your answer").fill("Shakespeare presents ambition as destructive: 'vaulting ambition' overreaches and falls.");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/marking-results\//);

    // Broken output: the first call and one bounded retry, then failed, with no mark and nothing used.
    const retry = page.getByRole("button", { name: "Try marking again" });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("This attempt did not use any of your daily markings.")).toBeVisible();
    await expect(page.getByTestId("score")).toHaveCount(0);
    expect(model.requests.length).toBe(2);
    expect(await markingsUsedToday(database.db, student.id)).toBe(0);

    // The model recovers; the button marks the answer.
    model.setDefault({ kind: "json", value: PROPOSAL });
    await retry.click();
    await expect(page.getByTestId("score")).toHaveText("23 / 34", { timeout: 30_000 });
    await expect(retry).toHaveCount(0);
    await expect(page.getByText("A clear argument about ambition.")).toBeVisible();
    expect(model.requests.length).toBe(3);
    expect(await markingsUsedToday(database.db, student.id)).toBe(1);
  } finally {
    // The page goes before its server, so it fetches nothing from a server that has gone.
    await page.close();
    await server.stop();
    await model.stop();
    await database.close();
    await created.drop();
  }
});
