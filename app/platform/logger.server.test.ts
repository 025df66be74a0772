import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { createLogger } from "./logger.server";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, stream };
}

describe("logger", () => {
  it("never writes passwords, tokens, answers or cookies", () => {
    const { lines, stream } = capture();
    const logger = createLogger("info", stream);
    logger.info(
      {
        password: "hunter2-secret",
        body: { password: "p2-secret", answerText: "My essay-secret", token: "tok-secret" },
        headers: { cookie: "session=cookie-secret", authorization: "Bearer bearer-secret" },
      },
      "sign-in attempt",
    );
    const output = lines.join("");
    expect(output).toContain("sign-in attempt");
    expect(output).not.toMatch(/secret/);
    expect(output).toContain("[redacted]");
  });

  it("carries bindings such as the request id", () => {
    const { lines, stream } = capture();
    createLogger("info", stream).child({ requestId: "req-12345678" }).warn("slow");
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: "req-12345678", msg: "slow", level: 40 });
  });
});
