import { describe, expect, it } from "vitest";

import {
  acceptsSaves,
  announcementBetween,
  elapsedAt,
  formatClock,
  formatDuration,
  isPaused,
  isTimeUp,
  pauseClock,
  remainingAt,
  resumeClock,
  SAVE_GRACE_SECONDS,
  timeTakenAt,
} from "./attempt-clock";

const t0 = new Date("2026-05-12T09:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("the attempt clock (fixed clock)", () => {
  const started = { timeAllowedSeconds: 3600, elapsedSeconds: 0, runningSince: t0 };

  it("runs from the start", () => {
    expect(elapsedAt(started, at(0))).toBe(0);
    expect(elapsedAt(started, at(90.9))).toBe(90);
    expect(remainingAt(started, at(600))).toBe(3000);
    expect(isTimeUp(started, at(3599))).toBe(false);
  });

  it("stops while paused and carries on from the same time after resuming", () => {
    const paused = pauseClock(started, at(600));
    expect(paused).toEqual({ timeAllowedSeconds: 3600, elapsedSeconds: 600, runningSince: null });
    expect(isPaused(paused)).toBe(true);
    // An hour paused costs nothing.
    expect(remainingAt(paused, at(4200))).toBe(3000);
    expect(pauseClock(paused, at(5000))).toBe(paused);
    const resumed = resumeClock(paused, at(4200));
    expect(resumed.runningSince).toEqual(at(4200));
    expect(resumeClock(resumed, at(4300))).toBe(resumed);
    expect(remainingAt(resumed, at(4260))).toBe(2940);
    expect(isTimeUp(resumed, at(4200 + 3000))).toBe(true);
  });

  it("time up: the remaining time stays at zero; saves are taken until the grace has passed", () => {
    expect(remainingAt(started, at(4000))).toBe(0);
    expect(isTimeUp(started, at(3600))).toBe(true);
    expect(acceptsSaves(started, at(3600 + SAVE_GRACE_SECONDS))).toBe(true);
    expect(acceptsSaves(started, at(3600 + SAVE_GRACE_SECONDS + 1))).toBe(false);
    // A clock paused before time up still takes saves, however late.
    expect(acceptsSaves(pauseClock(started, at(100)), at(99_999))).toBe(true);
  });

  it("formats the countdown and durations", () => {
    expect(formatClock(2700)).toBe("45:00");
    expect(formatClock(3909)).toBe("1:05:09");
    expect(formatClock(-5)).toBe("00:00");
    expect(formatDuration(3600)).toBe("1 hour");
    expect(formatDuration(6300)).toBe("1 hour 45 minutes");
    expect(formatDuration(60)).toBe("1 minute");
    expect(formatDuration(30)).toBe("30 seconds");
  });

  it("announces only at 10, 5 and 1 minutes left and at time up", () => {
    expect(announcementBetween(601, 600)).toBe("10 minutes left.");
    expect(announcementBetween(600, 599)).toBeNull();
    expect(announcementBetween(301, 300)).toBe("5 minutes left.");
    expect(announcementBetween(61, 60)).toBe("1 minute left.");
    expect(announcementBetween(1, 0)).toBe("Time is up.");
    expect(announcementBetween(1000, 999)).toBeNull();
    expect(announcementBetween(0, 0)).toBeNull();
  });

  it("the time taken stops at the time allowed: a paper handed in after time-up took the time allowed", () => {
    const fiveMinutes = { timeAllowedSeconds: 300, elapsedSeconds: 0, runningSince: t0 };
    expect(timeTakenAt(fiveMinutes, at(120))).toBe(120);
    expect(timeTakenAt(fiveMinutes, at(300))).toBe(300);
    expect(timeTakenAt(fiveMinutes, at(300 + SAVE_GRACE_SECONDS / 2))).toBe(300);
    expect(timeTakenAt(fiveMinutes, at(600))).toBe(300);
    expect(formatDuration(timeTakenAt(fiveMinutes, at(600)))).toBe("5 minutes");
    // Paused time never counted, as before.
    expect(timeTakenAt(pauseClock(fiveMinutes, at(60)), at(6000))).toBe(60);
  });
});
