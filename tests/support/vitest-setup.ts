import { afterEach, beforeEach, vi } from "vitest";

/** An unexpected console.error fails the test that caused it. */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(" ");
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});
