import { getConfig, type Config } from "~/platform/config.server";

import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { Storage } from "./storage";
import { processSingleton, setProcessSingleton } from "../process-singleton";

/** The store the settings choose: S3 when the S3_* settings are set, else DATA_DIR/uploads. */
export function createStorage(settings: Config["storage"]): Storage {
  return settings.kind === "s3" ? createS3Storage(settings) : createLocalStorage({ dir: settings.dir });
}

const STORAGE_KEY = "marker.storage";

/** The process-wide store, created from the configuration on first use. */
export function getStorage(): Storage {
  return processSingleton(STORAGE_KEY, () => createStorage(getConfig().storage));
}

/** Replaces the process-wide store (tests); `undefined` goes back to the configured one on next use. */
export function setStorage(storage: Storage | undefined) {
  setProcessSingleton(STORAGE_KEY, storage);
}
