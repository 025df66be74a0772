import { getConfig } from "../config.server";
import { getDb } from "../db/client.server";
import { processSingleton, setProcessSingleton } from "../process-singleton";
import { createModelCaller, type ModelCaller } from "./call-model.server";
import { createLanguageModel } from "./create-language-model.server";

const KEY = "marker.model-caller";

/** The process-wide guarded model caller for the configured provider, or null in the offline mode. */
export function getModelCaller(): ModelCaller | null {
  return processSingleton(KEY, () => {
    const settings = getConfig().ai;
    return settings.provider === "offline" ? null : createModelCaller({ settings, model: createLanguageModel(settings), db: getDb() });
  });
}

/** Replaces the process-wide caller (tests point it at a fake model); `undefined` goes back to the configured one. */
export function setModelCaller(caller: ModelCaller | null | undefined) {
  setProcessSingleton(KEY, caller);
}
