/**
 * The clock of a practice attempt, as pure arithmetic on what the database keeps: the seconds already
 * on the clock (`elapsedSeconds`) and, while it runs, when the current stretch began (`runningSince`).
 * A paused clock has `runningSince` null, so the time is true after a reload or on another device.
 */

export interface AttemptClock {
  timeAllowedSeconds: number;
  elapsedSeconds: number;
  runningSince: Date | null;
}

/** After the time allowed, answers are still accepted for this long (a save in flight, a slow network). */
export const SAVE_GRACE_SECONDS = 60;

/** Seconds used so far, at `now`. */
export function elapsedAt(clock: AttemptClock, now: Date): number {
  const running = clock.runningSince ? Math.max(0, Math.floor((now.getTime() - clock.runningSince.getTime()) / 1000)) : 0;
  return clock.elapsedSeconds + running;
}

/**
 * The time a sitting took, as shown on its result: the seconds used, stopped at the time allowed. Answers
 * are read-only from time-up (the grace only lets a save already on its way land), so a paper handed in
 * late took the time allowed, however long the page stayed open after it.
 */
export function timeTakenAt(clock: AttemptClock, now: Date): number {
  return Math.min(elapsedAt(clock, now), clock.timeAllowedSeconds);
}

/** Seconds left, never below zero. */
export function remainingAt(clock: AttemptClock, now: Date): number {
  return Math.max(0, clock.timeAllowedSeconds - elapsedAt(clock, now));
}

export function isTimeUp(clock: AttemptClock, now: Date): boolean {
  return elapsedAt(clock, now) >= clock.timeAllowedSeconds;
}

export function isPaused(clock: AttemptClock): boolean {
  return clock.runningSince === null;
}

/** The clock stopped at `now` (the running stretch folded into the elapsed seconds). */
export function pauseClock(clock: AttemptClock, now: Date): AttemptClock {
  if (clock.runningSince === null) return clock;
  return { ...clock, elapsedSeconds: elapsedAt(clock, now), runningSince: null };
}

/** The clock running again from `now`; a running clock is left as it is. */
export function resumeClock(clock: AttemptClock, now: Date): AttemptClock {
  if (clock.runningSince !== null) return clock;
  return { ...clock, runningSince: now };
}

/** Whether the server still takes answers: until the time allowed plus the grace has run out. */
export function acceptsSaves(clock: AttemptClock, now: Date): boolean {
  return elapsedAt(clock, now) <= clock.timeAllowedSeconds + SAVE_GRACE_SECONDS;
}

/** "45:00", "1:05:09": the countdown as shown. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** "1 hour 5 minutes", "45 minutes", "30 seconds": a duration in words. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? "" : "s"}`;
  if (hours === 0 && minutes === 0) return plural(seconds, "second");
  return [hours > 0 ? plural(hours, "hour") : null, minutes > 0 ? plural(minutes, "minute") : null].filter(Boolean).join(" ");
}

/** The moments a screen reader is told the time: 10 and 5 minutes left, 1 minute left, and time up. */
export const ANNOUNCE_AT_SECONDS = [600, 300, 60, 0] as const;

/**
 * What to announce when the remaining time goes from `before` to `after` seconds (a tick, usually one
 * second), or null when no announcement moment was crossed.
 */
export function announcementBetween(before: number, after: number): string | null {
  const crossed = ANNOUNCE_AT_SECONDS.find((moment) => before > moment && after <= moment);
  if (crossed === undefined) return null;
  if (crossed === 0) return "Time is up.";
  return `${formatDuration(crossed)} left.`;
}
