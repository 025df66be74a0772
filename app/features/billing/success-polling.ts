/**
 * How /success waits for the plan after a checkout. The spec: wait 3 s, refresh the plan, then go to the
 * dashboard 2 s after showing success. A webhook can still be on its way after the first check, so a
 * plan that is not active yet is asked about again every second, a few times, before the page gives up.
 */
export const SUCCESS_POLL = { firstCheckMs: 3_000, retryMs: 1_000, checks: 5, redirectMs: 2_000 } as const;

/** How long to wait before the next check, after `checksMade` checks. */
export function nextCheckDelayMs(checksMade: number): number {
  return checksMade === 0 ? SUCCESS_POLL.firstCheckMs : SUCCESS_POLL.retryMs;
}
