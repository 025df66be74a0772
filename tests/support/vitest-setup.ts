import { afterEach, beforeEach, vi } from "vitest";

// Test files share their worker's modules (vitest.config.ts: isolate false), and with them globalThis. This file
// runs before each test file: the process's singletons (app/platform/process-singleton.ts: the config, the
// database, the mailer, the storage, the billing provider, the marker, the queue...) are forgotten here, so every
// file starts as it would in a fresh worker and nothing one file set reaches the next.
for (const symbol of Object.getOwnPropertySymbols(globalThis)) {
  if (Symbol.keyFor(symbol)?.startsWith("marker.")) delete (globalThis as unknown as Record<symbol, unknown>)[symbol];
}

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
