import type { HeadersArgs } from "react-router";

/**
 * A route's `headers` export for routes whose actions or loaders answer 429. React Router sends a
 * header set by a loader or action (`data(value, { headers })`) only when the route exports
 * `headers`; without it Retry-After is dropped. This passes Retry-After on: from the error being
 * shown, else the action, else the loader, else the parent route.
 */
export function passOnRetryAfter({ errorHeaders, actionHeaders, loaderHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const retryAfter =
    errorHeaders?.get("Retry-After") ??
    actionHeaders.get("Retry-After") ??
    loaderHeaders.get("Retry-After") ??
    parentHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** Whole seconds from `now` until `instant`, at least 1 (a Retry-After value). */
export function secondsUntil(instant: Date, now: Date = new Date()): number {
  return Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 1000));
}
