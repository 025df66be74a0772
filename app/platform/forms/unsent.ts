import { isRouteErrorResponse } from "react-router";

/**
 * Whether a post failed on the way rather than being answered by Marker: the browser could not reach the server
 * (its fetch rejects with a TypeError, offline), or something in between answered that it could not pass the
 * request on (502, 503, 504 from a proxy). The page then keeps what was typed and says so in its own words,
 * instead of the app's "Something went wrong" page in place of the form.
 */
export function failedOnTheWay(thrown: unknown): boolean {
  if (isRouteErrorResponse(thrown)) return thrown.status === 502 || thrown.status === 503 || thrown.status === 504;
  return !(thrown instanceof Response);
}

/**
 * Runs a route's server action from its clientAction; a post that failed on the way answers `unsent(formData)`
 * (read from a copy of the request, since the action sends the original) with `unsent: true`, which tells the
 * layout and the page not to reload their data (that would fail the same way). Anything Marker answered,
 * redirects included, passes through as it is.
 */
export async function sendOrKeep<T, U extends object>(request: Request, send: () => Promise<T>, unsent: (formData: FormData) => U): Promise<T | (U & { unsent: true })> {
  const copy = await request.clone().formData();
  try {
    return await send();
  } catch (thrown) {
    if (failedOnTheWay(thrown)) return { ...unsent(copy), unsent: true as const };
    throw thrown;
  }
}

/** For a route's shouldRevalidate: a post that never reached the server changed nothing. */
export function wasUnsent(actionResult: unknown): boolean {
  return typeof actionResult === "object" && actionResult !== null && (actionResult as { unsent?: unknown }).unsent === true;
}
