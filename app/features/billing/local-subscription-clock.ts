/**
 * What happens to a test checkout subscription as time passes, as Stripe does it for a monthly price (pure;
 * the stand-in applies it in local-billing.server.ts). Each period ends on the day of the month the
 * subscription started (its billing cycle anchor), or on the last day of a shorter month: started 31 January,
 * it renews on 28 February, then 31 March. At a period's end the subscription renews, ends (when set to cancel
 * at the period's end), or, when its card declines, goes past_due for the new period while the payment is
 * retried; if the retries run out it ends.
 */

/**
 * How long a failed payment is retried before the subscription ends. Stripe's recommended Smart Retries
 * policy tries 8 times within 2 weeks and then, by default, cancels the subscription; the stand-in keeps
 * only the window (no attempt in it succeeds, since its card always declines) and the cancellation.
 */
export const PAYMENT_RETRY_DAYS = 14;

const DAY_MS = 86_400_000;

/** The end of the `months`-th monthly period from `anchor`, in UTC, clamped to the end of a shorter month. */
export function periodEnd(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * Which period of the subscription ends at `end` (1 for the first). Counted from the anchor, and the nearest
 * one, so an end written a few hours off (another time zone's month arithmetic) still finds its period.
 */
function periodNumber(anchor: Date, end: Date): number {
  const guess = (end.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + end.getUTCMonth() - anchor.getUTCMonth();
  const candidates = [guess - 1, guess, guess + 1].filter((n) => n >= 1);
  const distance = (n: number) => Math.abs(periodEnd(anchor, n).getTime() - end.getTime());
  return candidates.reduce((best, n) => (distance(n) < distance(best) ? n : best), candidates[0] ?? 1);
}

/** When the period after the one ending at `end` ends. */
export function nextPeriodEnd(anchor: Date, end: Date): Date {
  return periodEnd(anchor, periodNumber(anchor, end) + 1);
}

/** When a past_due subscription's retries run out: PAYMENT_RETRY_DAYS after its period began (the failed payment). */
export function retriesEndAt(anchor: Date, currentPeriodEnd: Date): Date {
  const failedAt = periodEnd(anchor, periodNumber(anchor, currentPeriodEnd) - 1);
  return new Date(failedAt.getTime() + PAYMENT_RETRY_DAYS * DAY_MS);
}

export interface ClockSubscription {
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When it started: the billing cycle anchor. */
  createdAt: Date;
}

/** One thing that happened to a subscription, in order; each is announced with the events Stripe sends for it. */
export type RollOverStep =
  | { kind: "renewed"; periodStart: Date; periodEnd: Date }
  | { kind: "payment-failed"; periodStart: Date; periodEnd: Date }
  | { kind: "ended"; at: Date; reason: "cancelled-at-period-end" | "payment-retries-ran-out" };

export interface RollOver {
  steps: RollOverStep[];
  status: string;
  /** For an ended subscription, when it ended (as the stand-in's "cancel now" records it). */
  currentPeriodEnd: Date;
}

/**
 * Everything that has happened to the subscription by `now`, period by period: a subscription left alone for
 * three months renews three times; one set to cancel ends at its first period end; one whose card declines
 * goes past_due at its first period end and ends when the retries run out. No steps when nothing is due.
 */
export function planRollOver(subscription: ClockSubscription, cardDeclines: boolean, now: Date): RollOver {
  const anchor = subscription.createdAt;
  const steps: RollOverStep[] = [];
  let status = subscription.status;
  let end = subscription.currentPeriodEnd;
  for (;;) {
    if (status === "past_due") {
      const retriesEnd = retriesEndAt(anchor, end);
      if (retriesEnd > now) break;
      steps.push({ kind: "ended", at: retriesEnd, reason: "payment-retries-ran-out" });
      status = "canceled";
      end = retriesEnd;
      break;
    }
    if ((status !== "active" && status !== "trialing") || end > now) break;
    if (subscription.cancelAtPeriodEnd) {
      steps.push({ kind: "ended", at: end, reason: "cancelled-at-period-end" });
      status = "canceled";
      break;
    }
    const next = nextPeriodEnd(anchor, end);
    steps.push({ kind: cardDeclines ? "payment-failed" : "renewed", periodStart: end, periodEnd: next });
    status = cardDeclines ? "past_due" : "active";
    end = next;
  }
  return { steps, status, currentPeriodEnd: end };
}
