import { describe, expect, it } from "vitest";

import { startHousekeeping } from "./housekeeping.server";

describe("startHousekeeping", () => {
  it("runs every task in turn, goes on past one that fails, and reports what each removed", async () => {
    const order: string[] = [];
    const housekeeping = startHousekeeping(
      [
        { name: "first", run: async () => (order.push("first"), 3) },
        { name: "broken", run: async () => Promise.reject(new Error("storage unreachable")) },
        { name: "last", run: async () => (order.push("last"), 0) },
      ],
      { firstRunMs: 60_000, intervalMs: 60_000 },
    );
    try {
      expect(await housekeeping.runNow()).toEqual({ first: 3, broken: "failed", last: 0 });
      expect(order).toEqual(["first", "last"]);
    } finally {
      await housekeeping.stop();
    }
  });

  it("never starts a run while one is going: a second call shares the first", async () => {
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const housekeeping = startHousekeeping([{ name: "slow", run: async () => (runs++, await gate, 1) }], { firstRunMs: 60_000 });
    try {
      const one = housekeeping.runNow();
      const two = housekeeping.runNow();
      release();
      expect(await one).toEqual({ slow: 1 });
      expect(await two).toEqual({ slow: 1 });
      expect(runs).toBe(1);
    } finally {
      await housekeeping.stop();
    }
  });

  it("runs on its own timer after start", async () => {
    let runs = 0;
    const housekeeping = startHousekeeping([{ name: "tick", run: async () => ++runs }], { firstRunMs: 5, intervalMs: 20 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(runs).toBeGreaterThanOrEqual(2);
    } finally {
      await housekeeping.stop();
    }
  });
});
