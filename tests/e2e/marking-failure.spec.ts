import { markingsUsedToday } from "../support/factories";
import { macbethProposal } from "../support/model-proposals";
import { expect, test } from "./support/fixtures";
import { submitMacbethAnswer } from "./support/marking";
import { ownSetup, useSessionCookie } from "./support/own-server";

const PROPOSAL = macbethProposal([8, 8, 4, 3], "A clear argument about ambition.");

/**
 * D4 in the browser: a model whose output is broken (truncated JSON) fails the marking after one bounded
 * retry; the student sees the failure, that it used no allowance, and a "Try marking again" button. Once
 * the model answers properly, that button marks the answer, and the allowance is taken once.
 * A server of its own on PostgreSQL with the fake model on loopback (the shared e2e servers mark offline).
 */
test("D4: a broken model output fails the marking with a retry button, and the retry marks it", async ({ page, context }) => {
  const setup = await ownSetup("d4");
  test.skip(!setup, "needs a PostgreSQL server");
  const { database, model } = setup!;
  model.setDefault({ kind: "text", text: '{"objectives": [{"code": "AO1", "marks": 8, "rationale": "Clear' });
  try {
    const server = await setup!.startServer();
    const student = await setup!.signedInStudent("Retry Student");
    await useSessionCookie(context, student.cookie, server.url);
    await submitMacbethAnswer(page, "Shakespeare presents ambition as destructive: 'vaulting ambition' overreaches and falls.", server.url);

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
    await setup!.stop();
  }
});
