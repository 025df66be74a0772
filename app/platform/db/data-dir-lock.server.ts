import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

/**
 * The embedded database (PGlite) is one process's files: a second Marker server started on the same data
 * directory (`npm start` run twice, in two terminals) would write them at the same time and could corrupt them.
 * So the first server to open the directory writes a lock file beside it (`<dataDir>.lock`, holding its process
 * id) and a second one refuses to start while that process is alive. A lock left by a server that was killed
 * (its process is gone) is taken over.
 */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `Another Marker server (process ${pid}) is already using the embedded database in ${dataDir}. ` +
        `Stop that server first, or give this one a data directory of its own (DATA_DIR). ` +
        `If no other Marker server is running, delete ${lockFile} and start again.`,
    );
  }
}

/** Whether a process with this id is running (one we may not signal is running too). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
    return Number.isNaN(pid) ? null : pid;
  } catch {
    return null;
  }
}

/**
 * Takes the data directory's lock for this process, or throws DataDirInUseError when a running process holds it.
 * Returns the release, which removes the lock file if it is still this process's. Taking it again in the same
 * process is allowed (a database closed and opened again).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/[\\/]+$/, "")}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // "wx": created only when absent, atomically, so two servers starting together cannot both take it.
      const handle = openSync(lockFile, "wx");
      try {
        writeSync(handle, `${process.pid}\n`);
      } finally {
        closeSync(handle);
      }
      return releaseFor(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readPid(lockFile);
    if (holder === process.pid) return releaseFor(lockFile);
    // A lock being written (empty for an instant) is in use; a number that names no running process is stale.
    if (holder === null && attempt === 0) continue;
    if (holder !== null && isRunning(holder)) throw new DataDirInUseError(dataDir, holder, lockFile);
    try {
      unlinkSync(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new DataDirInUseError(dataDir, readPid(lockFile) ?? 0, lockFile);
}

/** This process's lock files, released when it exits without closing its database (an uncaught error). */
const held = new Set<string>();
let exitHookSet = false;

function removeIfOurs(lockFile: string) {
  if (readPid(lockFile) !== process.pid) return;
  try {
    unlinkSync(lockFile);
  } catch {
    // Already gone: nothing to release.
  }
}

function releaseFor(lockFile: string): () => void {
  held.add(lockFile);
  if (!exitHookSet) {
    exitHookSet = true;
    process.on("exit", () => {
      for (const file of held) removeIfOurs(file);
    });
  }
  return () => {
    if (!held.delete(lockFile)) return;
    removeIfOurs(lockFile);
  };
}
