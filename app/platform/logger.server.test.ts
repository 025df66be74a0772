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

  it("never writes a share link's token: the path shows /shared/[hidden], also from a child logger", () => {
    const { lines, stream } = capture();
    const logger = createLogger("info", stream);
    logger.info({ path: "/shared/2pI4xVOXoxb9tTqeK8C9psMpZXPVDyjH", status: 200 }, "request");
    logger.child({ requestId: "r1" }).warn({ pathname: "/shared/2pI4xVOXoxb9tTqeK8C9psMpZXPVDyjH.data" }, "refused");
    logger.info({ path: "/dashboard" }, "request");
    const output = lines.join("");
    expect(output).not.toContain("2pI4xVOXoxb9tTqeK8C9psMpZXPVDyjH");
    expect(lines.map((line) => (JSON.parse(line) as { path?: string; pathname?: string }).path ?? JSON.parse(line).pathname)).toEqual([
      "/shared/[hidden]",
      "/shared/[hidden].data",
      "/dashboard",
    ]);
  });

  it("carries bindings such as the request id", () => {
    const { lines, stream } = capture();
    createLogger("info", stream).child({ requestId: "req-12345678" }).warn("slow");
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: "req-12345678", msg: "slow", level: 40 });
  });
});
