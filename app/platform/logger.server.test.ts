import { Writable } from "node:stream";

import { APICallError, JSONParseError, NoObjectGeneratedError, TypeValidationError } from "ai";
import { DrizzleQueryError } from "drizzle-orm/errors";
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

  it("never writes the prompt or the model's output an AI SDK error carries, wherever it sits, nor its message", () => {
    const secret = "My-essay-on-Macbeth-secret";
    const { lines, stream } = capture();
    const logger = createLogger("info", stream);
    const apiCall = new APICallError({
      message: `Invalid argument near "${secret}"`,
      url: "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent",
      requestBodyValues: { contents: [{ role: "user", parts: [{ text: secret }] }] },
      statusCode: 400,
      responseBody: JSON.stringify({ error: { message: secret } }),
      data: { error: { message: secret } },
    });
    const invalidOutput = new NoObjectGeneratedError({
      message: "No object generated: response did not match schema.",
      text: JSON.stringify({ answer: secret }),
      cause: new TypeValidationError({ value: { answer: secret }, cause: new Error(`expected a string, got "${secret}"`) }),
      response: { id: "r1", timestamp: new Date(0), modelId: "gemini-2.5-flash" },
      usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 } as never,
      finishReason: "stop",
    });
    const notJson = new NoObjectGeneratedError({
      message: "No object generated: could not parse the response.",
      text: `The answer ${secret}`,
      cause: new JSONParseError({ text: `The answer ${secret}`, cause: new SyntaxError(`Unexpected token 'T', "The answer ${secret}" is not valid JSON`) }),
      response: { id: "r2", timestamp: new Date(0), modelId: "gemini-2.5-flash" },
      usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 } as never,
      finishReason: "stop",
    });
    logger.error({ err: apiCall }, "model call failed");
    logger.warn({ err: invalidOutput }, "model output was malformed");
    logger.warn({ err: notJson }, "model output was malformed");
    logger.error(new Error("marking failed", { cause: apiCall }));
    logger.error({ err: { wrapped: [apiCall] } }, "not an error, holding one");
    const output = lines.join("");
    expect(output).not.toMatch(/secret/);
    const [first, second] = lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
    // What says what went wrong stays.
    expect(first!.err).toMatchObject({ type: "APICallError", statusCode: 400, isRetryable: false, url: expect.stringContaining("generateContent") });
    expect(second!.err).toMatchObject({ finishReason: "stop", cause: { name: "AI_TypeValidationError" } });
    expect(String(second!.err.stack)).toMatch(/^AI_NoObjectGeneratedError: \[redacted\]\n\s+at /);
  });

  it("never writes the values of a failed query, nor the row PostgreSQL quotes, but keeps the SQL and the error's code", () => {
    const { lines, stream } = capture();
    const secret = "My name is Ada and I live at 12 Privet Drive";
    const cause = Object.assign(new Error('new row for relation "submissions" violates check constraint "answer_length"'), {
      code: "23514",
      table: "submissions",
      constraint: "answer_length",
      detail: `Failing row contains (1, ${secret}).`,
    });
    const failed = new DrizzleQueryError('insert into "submissions" ("answer_text") values ($1)', [secret], cause);
    createLogger("info", stream).error({ err: failed }, "submit failed");
    expect(lines.join("")).not.toContain("Privet Drive");
    const { err } = JSON.parse(lines[0]!);
    expect(err.message).toBe('Failed query: insert into "submissions" ("answer_text") values ($1)\nparams: [redacted]');
    expect(err).toMatchObject({ query: 'insert into "submissions" ("answer_text") values ($1)', params: "[redacted]" });
    expect(err.cause).toMatchObject({ code: "23514", table: "submissions", constraint: "answer_length", detail: "[redacted]" });
  });

  it("writes an ordinary error's message, stack and cause as pino does", () => {
    const { lines, stream } = capture();
    createLogger("info", stream).error({ err: new Error("database unreachable", { cause: new Error("ECONNREFUSED") }) }, "health check");
    expect(JSON.parse(lines[0]!).err).toMatchObject({ type: "Error", message: "database unreachable: ECONNREFUSED", stack: expect.stringContaining("at ") });
  });

  it("carries bindings such as the request id", () => {
    const { lines, stream } = capture();
    createLogger("info", stream).child({ requestId: "req-12345678" }).warn("slow");
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: "req-12345678", msg: "slow", level: 40 });
  });
});
