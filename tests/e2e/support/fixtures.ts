import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

import { e2eTarget } from "./targets";

/**
 * The test object every e2e spec uses: it fails a test when the page logs an error or throws
 * (a CSP violation shows up here too), and offers an accessibility check.
 */
export const test = base.extend<{ pageErrors: string[]; checkAccessibility: (page: Page) => Promise<void> }>({
  // After page.goto, wait until React has hydrated the page (root.tsx marks <html data-hydrated>): a
  // control used before that (a select whose choice reveals a field) is not seen by React on a busy
  // machine. Pages that are not React Router documents (a PDF, JSON) are not waited for, nor is a goto
  // with `waitUntil: "commit"` (a test that reads the page as the server sent it, before hydration).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  // Each project drives its own server (see targets.ts).
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(e2eTarget().url);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page served with a 4xx status on purpose (a not-found page, an upgrade gate) is asserted by the
      // test itself; the browser's console line about that status is not an error of the page.
      const refusedDocuments = new Set<string>();
      page.on("response", (response) => {
        if (response.status() < 400 || response.status() >= 500) return;
        // A navigation refused on purpose, or the page's own fetch refused with a JSON reason the page shows
        // (the data download's wrong password): both are asserted by the test.
        const isJsonFetch =
          ["fetch", "xhr"].includes(response.request().resourceType()) && (response.headers()["content-type"] ?? "").includes("application/json");
        if (response.request().isNavigationRequest() || isJsonFetch) refusedDocuments.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser reports every 4xx answer to a form or data request; those answers (a
        // validation error, a refused request) are expected and asserted by the tests themselves.
        const status = Number(/status of (\d{3})/.exec(message.text())?.[1]);
        const url = message.location().url;
        const isExpectedRefusal =
          status >= 400 && status < 500 && (/\.data(\?|$)/.test(url) || refusedDocuments.has(url));
        // A test that takes the browser offline (setOffline) expects its data and API requests to fail: the browser says so.
        // React Router's route discovery (`/__manifest`, for the links on the page) fails the same way, and logs that
        // it could not fetch the manifest (a TypeError from fetch: no connection, not an answer from the server).
        const isOfflineDataRequest =
          (message.text().includes("net::ERR_INTERNET_DISCONNECTED") && /\.data(\?|$)|\/api\/|\/__manifest\?/.test(url)) ||
          message.text().startsWith("Failed to fetch manifest patches TypeError: Failed to fetch");
        if (!isExpectedRefusal && !isOfflineDataRequest) errors.push(`console.error: ${message.text()} (${url})`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  checkAccessibility: async ({}, use) => {
    await use(async (page: Page) => {
      // Judge the settled page: a colour transition still running (a button changing variant) would be
      // measured half-way between its colours.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
      // Legacy mode: axe.run in the page and its same-origin frames (the CSP's default-src 'self' allows no other
      // frame), instead of a partial run per frame finished in a new blank page, which injected axe three times and
      // opened a page each check: 1.4-2.1 s a check against 0.3-0.6 s on this 2-core machine, 53 checks a project.
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(
        serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(" ")).join(", ")})`),
        `axe violations on ${page.url()}`,
      ).toEqual([]);
    });
  },
});

/** Resolves once the page's React Router document has hydrated (at once for any other document). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !("__reactRouterContext" in window),
    undefined,
    { timeout: 30_000 },
  );
}

export { expect, e2eTarget };
