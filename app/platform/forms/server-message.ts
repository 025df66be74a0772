/**
 * A message the server sent in its error body, to be shown as it is. A failure of the request itself (offline: the
 * browser's own "Failed to fetch" or "NetworkError when attempting to fetch resource.") is not one: the page shows
 * its own message for the action instead of the browser's words.
 */
export class ServerMessage extends Error {}

/** The server's message when there is one, else the page's message for the action. */
export function messageFor(error: unknown, fallback: string): string {
  return error instanceof ServerMessage && error.message ? error.message : fallback;
}
