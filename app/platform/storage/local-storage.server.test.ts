import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createLocalStorage } from "./local-storage.server";
import type { Storage } from "./storage";

let dir: string;
let storage: Storage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "marker-uploads-"));
  storage = createLocalStorage({ dir: path.join(dir, "uploads") });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

/** Every name under a folder, hidden ones included. */
async function allFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

describe("local storage", () => {
  it("keeps a file under DATA_DIR/uploads at its key and gives it back with the content type of its extension", async () => {
    await storage.put("users/u1/avatar.webp", bytes("webp bytes"));
    const stored = await storage.get("users/u1/avatar.webp");
    expect(stored && text(stored.bytes)).toBe("webp bytes");
    expect(stored?.contentType).toBe("image/webp");
    expect(await readFile(path.join(dir, "uploads/users/u1/avatar.webp"), "utf8")).toBe("webp bytes");

    await storage.put("users/u1/avatar.webp", bytes("replaced"));
    expect(text((await storage.get("users/u1/avatar.webp"))!.bytes)).toBe("replaced");
  });

  it("answers null for a file that is not there, and deleting it twice is fine", async () => {
    expect(await storage.get("users/u1/missing.png")).toBeNull();
    await storage.put("users/u1/a.png", bytes("a"));
    await storage.delete("users/u1/a.png");
    await storage.delete("users/u1/a.png");
    expect(await storage.get("users/u1/a.png")).toBeNull();
    // A file where a folder is expected is "not there" too.
    expect(await storage.get("users/u1/a.png/b.png")).toBeNull();
  });

  it("makes files readable by the server's user only", async () => {
    await storage.put("users/u1/a.png", bytes("a"));
    expect((await stat(path.join(dir, "uploads/users/u1/a.png"))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, "uploads/users/u1"))).mode & 0o777).toBe(0o700);
  });

  it("writes to a temporary file and renames it: no temporary file is left, and one cut short is never listed or read", async () => {
    await storage.put("users/u1/a.png", bytes("a"));
    expect(await allFiles(path.join(dir, "uploads"))).toEqual([path.join("users", "u1", "a.png")]);

    // What a crash half-way through a write leaves behind.
    await writeFile(path.join(dir, "uploads/users/u1/.tmp-0123456789abcdef"), "half a pic");
    expect(await storage.list("users/")).toEqual(["users/u1/a.png"]);
  });

  it("cleans up its temporary file when the rename fails, and leaves what was there", async () => {
    await mkdir(path.join(dir, "uploads/users/u1/taken.png"), { recursive: true });
    await writeFile(path.join(dir, "uploads/users/u1/taken.png/keep.txt"), "keep");
    await expect(storage.put("users/u1/taken.png", bytes("new"))).rejects.toThrow();
    expect(await allFiles(path.join(dir, "uploads"))).toEqual([path.join("users", "u1", "taken.png", "keep.txt")]);
  });

  it("never lets a reader see part of a file while it is being replaced", async () => {
    const size = 4 * 1024 * 1024;
    await storage.put("big/file.txt", new Uint8Array(size).fill(1));
    for (const fill of [2, 3, 4]) {
      let writing = true;
      const write = storage.put("big/file.txt", new Uint8Array(size).fill(fill)).finally(() => {
        writing = false;
      });
      const seen = new Set<string>();
      while (writing) {
        const read = (await storage.get("big/file.txt"))!.bytes;
        expect(read.byteLength).toBe(size);
        expect(read[0]).toBe(read[size - 1]);
        seen.add(String(read[size - 1]));
      }
      await write;
      expect(Array.from((await storage.get("big/file.txt"))!.bytes.subarray(0, 3))).toEqual([fill, fill, fill]);
      expect([...seen].every((value) => value === String(fill) || value === String(fill - 1))).toBe(true);
    }
  });

  it("lists and deletes by prefix, whole segments only", async () => {
    for (const key of ["users/u1/avatar.webp", "users/u1/cards/c1.jpg", "users/u1/cards/c2.jpg", "users/u10/avatar.webp"]) {
      await storage.put(key, bytes(key));
    }
    expect(await storage.list("users/u1/")).toEqual(["users/u1/avatar.webp", "users/u1/cards/c1.jpg", "users/u1/cards/c2.jpg"]);
    expect(await storage.list("nobody/")).toEqual([]);

    await writeFile(path.join(dir, "uploads/users/u1/cards/.tmp-abandoned"), "x");
    expect(await storage.deletePrefix("users/u1/")).toBe(3);
    expect(await storage.list("users/")).toEqual(["users/u10/avatar.webp"]);
    expect(await allFiles(path.join(dir, "uploads"))).toEqual([path.join("users", "u10", "avatar.webp")]);
    expect(await storage.deletePrefix("users/u1/")).toBe(0);
  });

  it("removes the folders a deletion leaves empty, up to the uploads folder, which stays", async () => {
    const uploads = path.join(dir, "uploads");
    for (const key of ["flashcards/6162/a.webp", "flashcards/6162/b.webp", "flashcards/6364/c.webp", "users/u1/avatar.webp", "users/u1/cards/c1.jpg"]) {
      await storage.put(key, bytes(key));
    }
    await storage.delete("flashcards/6162/a.webp");
    expect(await readdir(path.join(uploads, "flashcards"))).toEqual(["6162", "6364"]);
    // The last file of a user's folder: the folder goes, its parent stays while another user's folder is in it.
    await storage.delete("flashcards/6162/b.webp");
    expect(await readdir(path.join(uploads, "flashcards"))).toEqual(["6364"]);
    await storage.delete("flashcards/6364/c.webp");
    expect(await readdir(uploads)).toEqual(["users"]);

    await storage.deletePrefix("users/u1/cards/");
    expect(await readdir(path.join(uploads, "users/u1"))).toEqual(["avatar.webp"]);
    await storage.deletePrefix("users/u1/");
    expect(await readdir(uploads)).toEqual([]);
    // Deleting what is not there (the folder gone too) is still fine, and never touches what is above the uploads folder.
    await storage.delete("users/u1/avatar.webp");
    await storage.deletePrefix("users/u1/");
    expect(await readdir(dir)).toEqual(["uploads"]);
  });

  it("keeps a folder that holds a write in progress, and a write into a folder emptied beside it still lands", async () => {
    const uploads = path.join(dir, "uploads");
    await storage.put("users/u1/a.png", bytes("a"));
    await writeFile(path.join(uploads, "users/u1/.tmp-0123456789abcdef"), "half a pic");
    await storage.delete("users/u1/a.png");
    expect(await readdir(path.join(uploads, "users/u1"))).toEqual([".tmp-0123456789abcdef"]);
    await rm(path.join(uploads, "users/u1/.tmp-0123456789abcdef"));

    // The last picture deleted while another is uploaded into the same folder, many times over.
    for (let round = 0; round < 50; round++) {
      await storage.put(`users/u2/old-${round}.png`, bytes("old"));
      await Promise.all([storage.delete(`users/u2/old-${round}.png`), storage.put(`users/u2/new-${round}.png`, bytes("new"))]);
      expect(await storage.get(`users/u2/new-${round}.png`)).not.toBeNull();
      await storage.delete(`users/u2/new-${round}.png`);
    }
  });

  it("refuses bad keys and prefixes before touching the disk", async () => {
    await expect(storage.put("../outside.png", bytes("x"))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get("/etc/passwd.txt")).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete("users/../../x.png")).rejects.toThrow(/invalid storage key/);
    await expect(storage.list("")).rejects.toThrow(/invalid storage prefix/);
    await expect(storage.deletePrefix("users")).rejects.toThrow(/invalid storage prefix/);
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses a file over its size cap", async () => {
    const small = createLocalStorage({ dir: path.join(dir, "uploads"), maxObjectBytes: 10 });
    await expect(small.put("a/b.txt", new Uint8Array(11))).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    await small.put("a/b.txt", new Uint8Array(10));
    expect((await small.get("a/b.txt"))?.bytes.byteLength).toBe(10);
  });
});
