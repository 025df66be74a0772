import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions } from "./tests/e2e/support/chromium";

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The longest journeys (sign up with argon2 hashing, mark an answer, visit several pages, delete) take
  // 20-30 s on this 2-core machine while two servers and two browsers share it; 60 s leaves them room. Each
  // step still waits at most the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "off",
    screenshot: "off",
    // The journeys run as a student who asked for less motion: spinners stand still (app/ui/spinner.tsx), so the
    // browser does not paint 60 frames a second while a page waits. accessibility-fixes.spec.ts checks both settings.
    reducedMotion: "reduce",
    launchOptions: chromiumLaunchOptions(),
  },
  // The journeys run twice: on PostgreSQL, and on the embedded default exactly as `npm start` runs it
  // (tests/e2e/support/targets.ts). Specs that start servers of their own (and the two-instance test, which
  // needs a PostgreSQL both instances share) run once.
  projects: [
    { name: "postgres", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions() } },
    {
      name: "embedded",
      testIgnore: ["**/configuration.spec.ts", "**/database-outage.spec.ts", "**/client-bundle.spec.ts", "**/embedded-only.spec.ts", "**/marking-queue-instances.spec.ts", "**/marking-failure.spec.ts", "**/stored-xss.spec.ts", "**/one-marking-left-two-instances.spec.ts", "**/database-faults-mid-submit.spec.ts"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions() },
    },
  ],
});
