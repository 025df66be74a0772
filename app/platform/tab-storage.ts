/**
 * What Marker keeps in a browser tab's sessionStorage (answer drafts, a practice paper's unsent answers) starts
 * with this prefix, so signing out can forget all of it: on a shared computer the next person to use the tab
 * must not find the last student's work.
 */
export const TAB_STORAGE_PREFIX = "marker:";

/** Removes every entry of ours from this tab's sessionStorage (nothing happens where there is none). */
export function forgetTabCopies(storage: Pick<Storage, "length" | "key" | "removeItem"> | null = tabSessionStorage()): void {
  if (!storage) return;
  const ours: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(TAB_STORAGE_PREFIX)) ours.push(key);
  }
  for (const key of ours) storage.removeItem(key);
}

function tabSessionStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A copy kept in the tab under `key` as JSON with an `owner` (the student's id), or null: one that is not JSON, or
 * is another student's (a shared computer), is removed. The rest of the parsed object is returned as it is.
 */
export function readOwnedCopy(storage: Pick<Storage, "getItem" | "removeItem">, key: string, owner: string): Record<string, unknown> | null {
  const saved = storage.getItem(key);
  if (!saved) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== "object" || (parsed as { owner?: unknown }).owner !== owner) {
    storage.removeItem(key);
    return null;
  }
  return parsed as Record<string, unknown>;
}
