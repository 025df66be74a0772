/** One stored file: its bytes and the content type it is served with. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Private file storage: local disk under DATA_DIR/uploads, or an S3-compatible bucket. Nothing here is
 * served statically; routes read files through `get` after checking who is asking.
 *
 * Keys are built by our code, never taken from a request: lowercase letters, digits, `_`, `.`, `-` and `/`
 * between segments, ending in a known extension that fixes the content type (see storage-key.ts). A bad
 * key or prefix is a programming error and throws.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Writes the whole file or nothing: a reader sees the old bytes or the new ones, never part of them. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under a prefix ending in `/` (say `users/abc/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes every file under a prefix ending in `/` (account deletion); returns how many there were. */
  deletePrefix(prefix: string): Promise<number>;
}

/** Bytes one stored file may hold, unless a store is created with another cap. */
export const DEFAULT_MAX_OBJECT_BYTES = 50 * 1024 * 1024;
