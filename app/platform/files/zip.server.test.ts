import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readZip } from "../../../tests/support/read-zip";
import { createZip } from "./zip.server";

describe("createZip", () => {
  it("writes an archive another implementation reads back byte for byte: text deflated, pictures stored, UTF-8 names", async () => {
    const text = Buffer.from("Résumé of your answers\n".repeat(200), "utf8");
    const picture = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256);
    const zip = createZip([
      { path: "README.txt", bytes: text, modifiedAt: new Date(2026, 10, 26, 17, 5, 30) },
      { path: "pictures/flashcards/ab/cärd.webp", bytes: picture },
      { path: "empty.json", bytes: new Uint8Array() },
    ]);
    const files = await readZip(zip);
    expect([...files.keys()]).toEqual(["README.txt", "pictures/flashcards/ab/cärd.webp", "empty.json"]);
    expect(files.get("README.txt")!.equals(text)).toBe(true);
    expect(Buffer.compare(files.get("pictures/flashcards/ab/cärd.webp")!, Buffer.from(picture))).toBe(0);
    expect(files.get("empty.json")!.length).toBe(0);
    // The text was compressed; the picture was not compressed again.
    expect(zip.length).toBeLessThan(text.length + picture.length);
  });

  it("passes unzip's own integrity test, where the machine has unzip", () => {
    const probe = spawnSync("unzip", ["-v"]);
    if (probe.error) return; // unzip is not installed: yauzl above is the check
    const dir = mkdtempSync(path.join(tmpdir(), "marker-zip-"));
    try {
      const file = path.join(dir, "test.zip");
      writeFileSync(file, createZip([{ path: "a/b.txt", bytes: Buffer.from("hello") }, { path: "c.webp", bytes: Buffer.from([1, 2, 3]) }]));
      const tested = spawnSync("unzip", ["-t", file], { encoding: "utf8" });
      expect(tested.status, tested.stdout + tested.stderr).toBe(0);
      expect(tested.stdout).toMatch(/No errors detected/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a path that climbs out of the archive or repeats", () => {
    expect(() => createZip([{ path: "../evil.txt", bytes: new Uint8Array() }])).toThrow(/bad or repeated path/);
    expect(() => createZip([{ path: "a.txt", bytes: new Uint8Array() }, { path: "a.txt", bytes: new Uint8Array() }])).toThrow(/bad or repeated path/);
  });
});
