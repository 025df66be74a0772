import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/support/vitest-global-setup.ts"],
    setupFiles: ["./tests/support/vitest-setup.ts"],
    // Two cores, three worker threads: many integration files spend part of their time waiting (a timer, a retry's
    // backoff, a child process), and a third file uses that time: 359 s against 383 s with two workers here (same
    // commit, back to back). Threads rather than forks: 390 s against 444 s, the difference being each file's
    // start-up. Each integration file opens its own connections.
    pool: "threads",
    // Files share their worker's loaded modules instead of importing the app again each (227 files): vitest spent
    // 478 s of its workers' time importing, 66-76 s without isolation, and the run took 224 s against 452 s here
    // (same commit, back to back). What isolation gave is kept where it matters: tests/support/vitest-setup.ts
    // forgets the process's singletons before each file, and no test mocks a module (a module mocked in one file
    // would already be loaded, unmocked, from another).
    isolate: false,
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
