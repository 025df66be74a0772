import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and for diagnosing a failed start. */
  output: string[];
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** A port nothing listens on right now (the server's APP_URL must name its port before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server (`node server.js`) on a free port with its own data directory,
 * and resolves once it says it is listening. `embedded` starts it as `npm start` does on a fresh
 * machine: nothing set but the port and the data directory (so no NODE_ENV, HOST, APP_URL or log level).
 */
export async function startAppServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: { embedded?: boolean } = {},
): Promise<RunningServer & { dataDir: string; port: number }> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "marker-e2e-data-"));
  const port = await freePort();
  const base = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: String(port), DATA_DIR: dataDir };
  const child = spawn(process.execPath, [path.join(ROOT, "server.js")], {
    cwd: ROOT,
    env: options.embedded
      ? { ...base, ...env }
      : { ...base, NODE_ENV: "production", HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output.join("\n")}`)), timeoutMs);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on("line", (line) => {
        output.push(line);
        if (line.includes('"msg":"Marker is running"')) {
          clearTimeout(timer);
          // The embedded server's links name localhost (its default APP_URL); the others name 127.0.0.1.
          resolve(`http://${options.embedded ? "localhost" : "127.0.0.1"}:${port}`);
        }
      });
    }
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${output.join("\n")}`));
    });
  });
  return {
    url,
    port,
    dataDir,
    process: child,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs server.js expecting it to fail; resolves with its exit code and output. */
export function runServerExpectingExit(env: Record<string, string>, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "server.js")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not exit within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
