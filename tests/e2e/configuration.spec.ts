import { runServerExpectingExit } from "./support/app-server";
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
