import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { readZip } from "../support/read-zip";
import { createSignedInStudent } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";

/**
 * K2 end to end in the browser (issue 13): a student downloads their data and deletes their account,
 * and afterwards nothing of the account works: not the password, not the old cookie, not a share link.
 */

/** The raw email to `to` whose subject matches, from the server's outbox (the embedded mail mode). */
async function emailInOutbox(to: string, subject: RegExp): Promise<string> {
  const outbox = path.join(e2eTarget().dataDir, "outbox");
  let found = "";
  await expect
    .poll(
      () => {
        let files: string[];
        try {
          files = readdirSync(outbox);
        } catch {
          return false;
        }
        for (const file of files) {
          const eml = readFileSync(path.join(outbox, file), "utf8");
          if (new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(eml) && subject.test(eml)) {
            found = eml;
            return true;
          }
        }
        return false;
      },
      { message: `an email to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

test("download my data, delete my account, and nothing of it works afterwards", async ({ page, browser, checkAccessibility }) => {
  const { email, password } = await createSignedInStudent(page, { name: "Erin Data" });

  // Something small to own: one marked answer, shared.
  await page.goto("/subjects/english-literature");
  await page.getByLabel("Question type").selectOption("shakespeare");
  await page.getByLabel("Question", { exact: true }).fill("How does Shakespeare present guilt in Macbeth?");
  await page.getByLabel("Extract", { exact: true }).fill("Out, damned spot! out, I say!");
  await page.getByLabel("Your answer").fill("Shakespeare presents guilt through Lady Macbeth's sleepwalking: 'Out, damned spot!' shows she cannot wash away her crime.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("score")).toHaveText(/^\d+ \/ \d+$/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Share" }).click();
  const shareLink = await page.getByLabel(/Your link/).inputValue();
  expect((await page.request.get(shareLink)).status()).toBe(200);
  const savedCookies = await page.context().cookies();

  // Download my data: a wrong password first is refused on the field (focused, what was typed kept), the page stays
  // and never says the download started.
  await page.goto("/profile");
  const yourData = page.getByRole("region", { name: "Your data" });
  await checkAccessibility(page);
  const dataPassword = yourData.getByLabel("Password", { exact: true });
  await dataPassword.fill("not my password at all");
  await yourData.getByRole("button", { name: "Download my data" }).click();
  await expect(dataPassword).toHaveAccessibleDescription("That password is not right. Please type the password you sign in with.");
  await expect(dataPassword).toBeFocused();
  await expect(dataPassword).toHaveValue("not my password at all");
  await expect(yourData.getByRole("status")).not.toContainText("Your download has started");
  await expect(page).toHaveURL(/\/profile$/);

  // With the password: one ZIP (a guide and the data) about this student, without the password hash; only then the page says so.
  await dataPassword.fill(password);
  const [download] = await Promise.all([page.waitForEvent("download"), yourData.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^marker-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(yourData.getByRole("status")).toHaveText("Your download has started: a ZIP file with a read-me file inside.");
  await expect(dataPassword).not.toHaveAttribute("aria-invalid");
  const archive = await readZip(readFileSync(await download.path()));
  expect(archive.get("READ-ME-FIRST.txt")?.toString("utf8")).toContain("Your Marker data");
  const text = archive.get("your-data.json")!.toString("utf8");
  const exported = JSON.parse(text) as unknown;
  expect(typeof exported).toBe("object");
  expect(text).toContain(email);
  expect(text).toContain("How does Shakespeare present guilt in Macbeth?");
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toContain(password);
  expect(text).not.toMatch(/"password"\s*:/i);

  // Delete my account: "delete" in small letters is stopped in the page, saying what to type (the browser's own words
  // were "Please match the requested format.").
  await page.goto("/profile");
  const typedWord = yourData.getByLabel("Type DELETE to confirm");
  await expect(typedWord).toHaveAccessibleDescription("In capital letters.");
  await yourData.getByLabel("Your password").fill(password);
  await typedWord.fill("delete");
  await yourData.getByRole("button", { name: "Delete my account" }).click();
  await expect.poll(() => typedWord.evaluate((input) => (input as HTMLInputElement).validationMessage)).toBe("Please type DELETE in capital letters to confirm.");
  await expect(page).toHaveURL(/\/profile$/);
  // Then the wrong password is refused with a clear message, and nothing is deleted.
  await yourData.getByLabel("Your password").fill("not my password at all");
  await yourData.getByLabel("Type DELETE to confirm").fill("DELETE");
  await yourData.getByRole("button", { name: "Delete my account" }).click();
  await expect(yourData.getByText("That password is not right. Please type the password you sign in with.")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?delete=failed/);
  // What was typed is kept, except the password.
  await expect(yourData.getByLabel("Type DELETE to confirm")).toHaveValue("DELETE");
  await expect(yourData.getByLabel("Your password")).toHaveValue("");
  expect((await page.request.get(shareLink)).status()).toBe(200);

  // An unsent draft this tab kept goes with the account, as at Sign Out.
  await page.evaluate(() => sessionStorage.setItem("marker:draft:english-literature", JSON.stringify({ answerText: "My unsent answer" })));
  await yourData.getByLabel("Your password").fill(password);
  await yourData.getByLabel("Type DELETE to confirm").fill("DELETE");
  await yourData.getByRole("button", { name: "Delete my account" }).click();
  // The landing page, signed out.
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("marker:")))).toEqual([]);
  await expect(page.getByText("Your account has been deleted, and we have sent a confirmation to your email address.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  // The old password no longer signs in.
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  // The cookie saved before deletion is rejected.
  const oldDevice = await browser.newContext({ baseURL: e2eTarget().url });
  try {
    await oldDevice.addCookies(savedCookies);
    const oldPage = await oldDevice.newPage();
    await oldPage.goto("/dashboard");
    await expect(oldPage).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  } finally {
    await oldDevice.close();
  }

  // The share link made before deletion is gone.
  const visitor = await browser.newContext();
  try {
    expect((await visitor.request.get(shareLink)).status()).toBe(404);
  } finally {
    await visitor.close();
  }

  // The confirmation email was sent.
  const confirmation = await emailInOutbox(email, /^Subject: Your Marker account has been deleted$/m);
  expect(confirmation).toMatch(/^To: /m);
});
