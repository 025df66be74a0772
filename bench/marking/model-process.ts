/**
 * The model side of bench:marking, in a process of its own: the fake LLM server (the real OpenAI wire
 * format) behind a proxy that answers after `latencyMs` and counts the calls in flight. A real model is
 * another machine; run in the benchmark's process, the fake's own work (parsing prompts, writing replies
 * for 100 calls at once) would be counted as the app's overhead and the app's event-loop delay.
 *
 * Started by run.ts with fork(); it sends { url } when listening, answers "stats" with the counts and
 * "reset" by zeroing the most in flight, and stops on "stop".
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { startFakeLlmServer } from "../../tests/fakes/llm-server";

export interface ModelProcessStats {
  inFlight: number;
  maxInFlight: number;
  calls: number;
  /** When each call arrived and when its answer was sent (ms since the epoch), for the timeline. */
  arrivals: number[];
  answers: number[];
}

type Command = { kind: "stats" } | { kind: "reset" } | { kind: "stop" };

const latencyMs = Number(process.env.BENCH_MODEL_LATENCY_MS ?? "3000");
const proposal: unknown = JSON.parse(process.env.BENCH_MODEL_PROPOSAL ?? "{}");

const fake = await startFakeLlmServer();
fake.setDefault({ kind: "json", value: proposal });
const stats: ModelProcessStats = { inFlight: 0, maxInFlight: 0, calls: 0, arrivals: [], answers: [] };

const proxy = createServer((req: IncomingMessage, res) => {
  stats.inFlight++;
  stats.calls++;
  stats.arrivals.push(Date.now());
  stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    setTimeout(async () => {
      try {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string" && key !== "host" && key !== "content-length") headers[key] = value;
        const upstream = await fetch(`${fake.url}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
        const body = Buffer.from(await upstream.arrayBuffer());
        res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
        res.end(body);
        stats.answers.push(Date.now());
      } catch {
        res.writeHead(502).end();
      } finally {
        stats.inFlight--;
      }
    }, latencyMs);
  });
});
await new Promise<void>((ready) => proxy.listen(0, "127.0.0.1", ready));
const { port } = proxy.address() as AddressInfo;

process.on("message", (command: Command) => {
  if (command.kind === "stats") process.send?.({ kind: "stats", stats });
  if (command.kind === "reset") {
    stats.maxInFlight = stats.inFlight;
    stats.arrivals = [];
    stats.answers = [];
    process.send?.({ kind: "reset" });
  }
  if (command.kind === "stop") {
    proxy.close();
    void fake.stop().finally(() => process.exit(0));
  }
});
process.send?.({ kind: "ready", url: `http://127.0.0.1:${port}` });
