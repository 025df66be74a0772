/**
 * When a practice paper's answers are saved while the student types: after a short pause in typing, and at the
 * latest every AUTOSAVE_MAX_WAIT_MS while typing goes on without one (a review: 25 seconds of steady typing stayed
 * "Not saved yet", so a crash at the buzzer would have lost it).
 */
export const AUTOSAVE_PAUSE_MS = 1500;
export const AUTOSAVE_MAX_WAIT_MS = 10_000;

/** How long to wait before saving, `now` ms after the first change not yet saved (`dirtySince`). */
export function autosaveDelay(now: number, dirtySince: number): number {
  return Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, dirtySince + AUTOSAVE_MAX_WAIT_MS - now));
}

/** The delay for a change made now, noting when the unsaved changes began (`dirtySince`, cleared by each save). */
export function delayForChange(dirtySince: { current: number | null }, now: number = Date.now()): number {
  dirtySince.current ??= now;
  return autosaveDelay(now, dirtySince.current);
}
