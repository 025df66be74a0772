import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { writeCoalesced } from "./react-router-handler.server";

/** A response stand-in that records each write and each flush (compression's `res.flush`). */
function recordingResponse() {
  const writes: string[] = [];
  let flushes = 0;
  const res = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString());
      callback();
    },
  }) as Writable & { flush: () => void };
  res.flush = () => {
    flushes += 1;
  };
  return { res, writes, flushes: () => flushes };
}

const encoder = new TextEncoder();

describe("writeCoalesced", () => {
  it("writes a burst of small chunks as one write and one flush, and a later chunk as the next", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // As React's shell: hundreds of small chunks in one go.
        for (let n = 0; n < 300; n++) controller.enqueue(encoder.encode(`<p>${n}</p>`));
        // A suspended part of the page that resolves later.
        setTimeout(() => {
          controller.enqueue(encoder.encode("<template>late</template>"));
          controller.close();
        }, 30);
      },
    });
    const { res, writes, flushes } = recordingResponse();
    const finished = new Promise((resolve) => res.once("finish", resolve));
    await writeCoalesced(stream, res as never);
    await finished;

    expect(writes).toHaveLength(2);
    expect(flushes()).toBe(2);
    expect(writes.join("")).toBe(Array.from({ length: 300 }, (_, n) => `<p>${n}</p>`).join("") + "<template>late</template>");
  });

  it("writes at once when a burst passes 32 KB", async () => {
    const big = "x".repeat(20 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let n = 0; n < 4; n++) controller.enqueue(encoder.encode(big));
        controller.close();
      },
    });
    const { res, writes } = recordingResponse();
    await writeCoalesced(stream, res as never);
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes.every((write) => write.length <= 40 * 1024)).toBe(true);
    expect(writes.join("")).toBe(big.repeat(4));
  });
});
