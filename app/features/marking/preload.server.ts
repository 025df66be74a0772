import { getMarker } from "./get-marker.server";
import { preloadOfflineMarker } from "./offline/offline-marker";

/**
 * Called once at server start (app/entry.server.tsx): when this server marks offline, the spell
 * checker is loaded now, so the first answer does not block the server while it loads. `load` is the
 * offline marker's loader (tests pass their own).
 */
export async function preloadMarking(load: () => Promise<unknown> = preloadOfflineMarker): Promise<void> {
  if (getMarker().identity.offline) await load();
}
