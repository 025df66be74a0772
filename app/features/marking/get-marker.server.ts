import { modelLabel } from "~/platform/ai/create-language-model.server";
import { getModelCaller } from "~/platform/ai/model-caller.server";
import { processSingleton, setProcessSingleton } from "~/platform/process-singleton";

import { createModelMarker } from "./ai/create-model-marker.server";
import type { Marker } from "./marker";
import { createOfflineMarker } from "./offline/offline-marker";

const KEY = "marker.marker";

/**
 * The marker this server uses: the configured AI provider, or the offline marker (deterministic, no
 * network) when AI_PROVIDER is offline. Both implement the same interface.
 */
export function getMarker(): Marker {
  return processSingleton(KEY, () => {
    const caller = getModelCaller();
    return caller ? createModelMarker(caller, modelLabel(caller.settings)) : createOfflineMarker();
  });
}

/** Replaces the process-wide marker (tests); `undefined` goes back to the configured one. */
export function setMarker(marker: Marker | undefined) {
  setProcessSingleton(KEY, marker);
}
