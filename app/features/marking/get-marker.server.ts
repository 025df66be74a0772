import { createModelCaller, type ModelCaller } from "~/platform/ai/call-model.server";
import { createLanguageModel, modelLabel } from "~/platform/ai/create-language-model.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";

import { createModelMarker } from "./ai/create-model-marker.server";
import type { Marker } from "./marker";
import { createOfflineMarker } from "./offline/offline-marker";

const MARKER_KEY = Symbol.for("marker.marker");
const CALLER_KEY = Symbol.for("marker.model-caller");
type Holder = typeof globalThis & { [MARKER_KEY]?: Marker; [CALLER_KEY]?: ModelCaller | null };

/** The guarded model caller for the configured provider, or null in the offline mode. */
export function getModelCaller(): ModelCaller | null {
  const holder = globalThis as Holder;
  if (holder[CALLER_KEY] === undefined) {
    const settings = getConfig().ai;
    holder[CALLER_KEY] =
      settings.provider === "offline" ? null : createModelCaller({ settings, model: createLanguageModel(settings), db: getDb() });
  }
  return holder[CALLER_KEY];
}

/**
 * The marker this server uses: the configured AI provider, or the offline marker (deterministic, no
 * network) when AI_PROVIDER is offline. Both implement the same interface.
 */
export function getMarker(): Marker {
  const holder = globalThis as Holder;
  if (!holder[MARKER_KEY]) {
    const caller = getModelCaller();
    holder[MARKER_KEY] = caller ? createModelMarker(caller, modelLabel(caller.settings)) : createOfflineMarker();
  }
  return holder[MARKER_KEY];
}

/** Replaces the process-wide marker and caller (tests point them at a fake model). */
export function setMarker(marker: Marker | undefined, caller?: ModelCaller | null) {
  const holder = globalThis as Holder;
  holder[MARKER_KEY] = marker;
  holder[CALLER_KEY] = caller;
}
