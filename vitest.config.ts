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
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
