import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { DataDirInUseError, lockDataDir } from "./data-dir-lock.server";

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "marker-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that stays alive until killed: another server holding the lock. */
async function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  await new Promise((resolve) => child.once("spawn", resolve));
  return child;
}

describe("lockDataDir: one server per embedded database", () => {
  it("writes this process's id beside the directory, allows this process again, and removes the file on release", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    const again = lockDataDir(dir);
    again();
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses while another running process holds it, naming the process and what to do, and takes it over once that process is gone", async () => {
    const dir = dataDir();
    const other = await otherProcess();
    try {
      writeFileSync(`${dir}.lock`, `${other.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`Another Marker server (process ${other.pid}) is already using the embedded database in ${dir}.`);
      expect(() => lockDataDir(dir)).toThrow(/give this one a data directory of its own \(DATA_DIR\)/);
      expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(other.pid));
    } finally {
      const exited = new Promise((resolve) => other.once("exit", resolve));
      other.kill("SIGKILL");
      await exited;
    }
    // A server that was killed leaves its lock: the next start takes it over.
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("takes over a lock file that names no process", () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, "not a pid\n");
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("never removes a lock another process has taken since", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    writeFileSync(`${dir}.lock`, "1\n");
    release();
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe("1");
  });
});
