import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, rmdir, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";

import { AppError } from "~/platform/errors";

import { DEFAULT_MAX_OBJECT_BYTES, type Storage, type StoredObject } from "./storage";
import { assertStorageKey, assertStoragePrefix } from "./storage-key";

export interface LocalStorageOptions {
  /** The uploads folder (DATA_DIR/uploads); created on the first write. */
  dir: string;
  maxObjectBytes?: number;
}

const TEMP_PREFIX = ".tmp-";

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * Files on local disk, one file per key (`users/u1/avatar.webp` is `<dir>/users/u1/avatar.webp`), readable
 * by the server's user only. A write goes to a temporary file beside the target (same folder, so the same
 * file system) and is renamed over it: rename is atomic, so a reader never sees half a file and a failed
 * write leaves the old file. The content type comes from the key's extension, so there is nothing to
 * store beside the file.
 */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = path.resolve(options.dir);
  const maxObjectBytes = options.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;

  // Keys are checked by pattern first; this is the second lock on the door.
  function pathOf(keyOrPrefix: string): string {
    const resolved = path.resolve(root, ...keyOrPrefix.split("/").filter(Boolean));
    if (!resolved.startsWith(root + path.sep)) {
      throw new AppError("INTERNAL", undefined, { detail: `storage path escapes the uploads folder: ${keyOrPrefix}` });
    }
    return resolved;
  }

  async function walk(dir: string, prefix: string, keys: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // Temporary files of writes in progress (and anything else hidden) are not objects.
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`, keys);
      else if (entry.isFile()) keys.push(`${prefix}${entry.name}`);
    }
  }

  /**
   * Removes `folder` and each folder above it that a deletion left empty, up to the uploads folder itself, which
   * stays: a deleted account leaves no folder named after its user behind (`flashcards/<user part>/`). rmdir
   * removes only an empty folder, so one with a file in it, or a write's temporary file, stops the climb.
   */
  async function removeEmptyFolders(folder: string): Promise<void> {
    for (let current = folder; current.startsWith(root + path.sep); current = path.dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return;
      }
    }
  }

  /** Opens a new temporary file in `dir`, making the folder first (again, if a deletion beside it removed it meanwhile). */
  async function openTemp(dir: string): Promise<{ temp: string; handle: FileHandle }> {
    for (let attempt = 1; ; attempt++) {
      const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString("hex")}`);
      try {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        return { temp, handle: await open(temp, "wx", 0o600) };
      } catch (error) {
        if (attempt >= 3 || !isMissing(error)) throw error;
      }
    }
  }

  async function list(prefix: string): Promise<string[]> {
    assertStoragePrefix(prefix);
    const keys: string[] = [];
    await walk(pathOf(prefix), prefix, keys);
    return keys.sort();
  }

  return {
    kind: "local",

    async put(key, bytes) {
      assertStorageKey(key);
      if (bytes.byteLength > maxObjectBytes) {
        throw new AppError("PAYLOAD_TOO_LARGE", undefined, { detail: `storage put ${key}: ${bytes.byteLength} bytes > ${maxObjectBytes}` });
      }
      const target = pathOf(key);
      const { temp, handle } = await openTemp(path.dirname(target));
      try {
        try {
          await handle.writeFile(bytes);
          // On disk before the rename makes it visible, so a crash cannot leave a named but empty file.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      const contentType = assertStorageKey(key);
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const file = pathOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await removeEmptyFolders(path.dirname(file));
    },

    list,

    async deletePrefix(prefix) {
      const keys = await list(prefix);
      // The whole folder, including temporary files of writes that were cut short.
      const folder = pathOf(prefix);
      await rm(folder, { recursive: true, force: true });
      await removeEmptyFolders(path.dirname(folder));
      return keys.length;
    },
  };
}
