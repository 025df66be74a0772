/**
 * Which of a provider's subscriptions are live: being paid for, in a provider trial, or retrying a failed
 * payment. A live subscription keeps charging, so a customer may hold only one (docs/decisions/006-billing.md).
 */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

export function isLiveSubscription(subscription: { status: string }): boolean {
  return LIVE_STATUSES.has(subscription.status);
}

/** Newest first; two made in the same second are ordered by id, so every reader picks the same one. */
export function newestFirst<T extends { created: number; id: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
