import { getConfig, type Config } from "~/platform/config.server";

import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { Storage } from "./storage";

/** The store the settings choose: S3 when the S3_* settings are set, else DATA_DIR/uploads. */
export function createStorage(settings: Config["storage"]): Storage {
  return settings.kind === "s3" ? createS3Storage(settings) : createLocalStorage({ dir: settings.dir });
}

const STORAGE_KEY = Symbol.for("marker.storage");
type GlobalWithStorage = typeof globalThis & { [STORAGE_KEY]?: Storage };

/** The process-wide store, created from the configuration on first use. */
export function getStorage(): Storage {
  const holder = globalThis as GlobalWithStorage;
  holder[STORAGE_KEY] ??= createStorage(getConfig().storage);
  return holder[STORAGE_KEY];
}

/** Replaces the process-wide store (tests); `undefined` goes back to the configured one on next use. */
export function setStorage(storage: Storage | undefined) {
  (globalThis as GlobalWithStorage)[STORAGE_KEY] = storage;
}
