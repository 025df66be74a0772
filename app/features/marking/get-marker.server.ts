import type { Marker } from "./marker";
import { createOfflineMarker } from "./offline/offline-marker";

let offline: Marker | undefined;

/**
 * The marker this server uses. The embedded default is the offline marker (deterministic, no network);
 * AI providers are added by the AI providers feature through the same interface.
 */
export function getMarker(): Marker {
  offline ??= createOfflineMarker();
  return offline;
}
