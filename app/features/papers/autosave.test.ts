import { describe, expect, it } from "vitest";

import { AUTOSAVE_MAX_WAIT_MS, AUTOSAVE_PAUSE_MS, autosaveDelay, delayForChange } from "./autosave";

describe("a practice paper's autosave while typing", () => {
  it("waits for a pause in typing, and saves at the latest ten seconds after the first unsaved change", () => {
    expect(autosaveDelay(1_000, 1_000)).toBe(AUTOSAVE_PAUSE_MS);
    expect(autosaveDelay(1_000 + 5_000, 1_000)).toBe(AUTOSAVE_PAUSE_MS);
    // Typing on without a pause: the save comes when the ten seconds are up, not after the next pause.
    expect(autosaveDelay(1_000 + AUTOSAVE_MAX_WAIT_MS - 400, 1_000)).toBe(400);
    expect(autosaveDelay(1_000 + AUTOSAVE_MAX_WAIT_MS + 2_000, 1_000)).toBe(0);
  });

  it("counts the ten seconds from the first change after a save", () => {
    const dirtySince = { current: null as number | null };
    expect(delayForChange(dirtySince, 5_000)).toBe(AUTOSAVE_PAUSE_MS);
    expect(dirtySince.current).toBe(5_000);
    expect(delayForChange(dirtySince, 5_000 + AUTOSAVE_MAX_WAIT_MS - 100)).toBe(100);
    // A save clears it: the next change starts a new ten seconds.
    dirtySince.current = null;
    expect(delayForChange(dirtySince, 30_000)).toBe(AUTOSAVE_PAUSE_MS);
  });
});
