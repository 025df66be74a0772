import { Readable } from "node:stream";

import { afterAll, describe, expect, it } from "vitest";

import { setModelCaller } from "~/platform/ai/model-caller.server";
import { DEFAULT_BODY_RULE } from "~/platform/http/body-limit.server";

import { startFakeLlmServer } from "../../tests/fakes/llm-server";
import { ONE_MEGABYTE } from "../../tests/support/hostile-values";
import { startHttpApp } from "../../tests/support/http-app";

/**
 * C1 over HTTP: an oversized body to an endpoint that calls the model is refused with 413 and a message
 * before any model call, whether it declares its length or is sent in chunks without one.
 */
const llm = await startFakeLlmServer();
setModelCaller(undefined);
const app = await startHttpApp({ AI_PROVIDER: "google", GOOGLE_GENERATIVE_AI_API_KEY: "test-key", AI_BASE_URL: `${llm.url}/v1beta`, AI_MAX_RETRIES: "0" });
afterAll(async () => {
  setModelCaller(undefined);
  await llm.stop();
});

const selection = { kind: "question", subjectId: "english-literature", board: "aqa", paperId: "paper-1", questionTypeId: "shakespeare" };

/** A JSON POST; `chunked` streams the body with no Content-Length, as a client can. */
function postJson(path: string, body: string, cookie: string, chunked = false) {
  return app.request(path, {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/json", Origin: app.origin },
    body: chunked ? (Readable.toWeb(Readable.from([body.slice(0, body.length / 2), body.slice(body.length / 2)])) as ReadableStream) : body,
    ...(chunked ? { duplex: "half" } : {}),
  } as RequestInit & { cookie: string });
}

describe("C1: oversized bodies to the AI endpoints", () => {
  it("C1: a 1 MB body to /api/generate or /api/flashcards/youtube answers 413 with a message before any model call", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    llm.setDefault({ kind: "json", value: { question: "How does Shakespeare present guilt in Macbeth?" } });
    llm.reset();
    const huge = JSON.stringify({ ...selection, questionText: ONE_MEGABYTE });
    for (const path of ["/api/generate", "/api/flashcards/youtube"]) {
      for (const chunked of [false, true]) {
        const body = path === "/api/generate" ? huge : JSON.stringify({ url: `https://www.youtube.com/watch?v=abcdefghijk&pad=${ONE_MEGABYTE}` });
        const response = await postJson(path, body, student.cookie, chunked);
        expect(response.status, `${path}${chunked ? " (chunked)" : ""}`).toBe(413);
        const text = await response.text();
        expect(text.length, path).toBeGreaterThan(0);
        expect(text).toMatch(/too large/i);
        if (chunked) expect(text).toContain(DEFAULT_BODY_RULE.message);
      }
    }
    expect(llm.requests).toHaveLength(0);
    // The same endpoint with a body of ordinary size reaches the model: the refusals above were the size.
    const ordinary = await postJson("/api/generate", JSON.stringify(selection), student.cookie);
    expect(ordinary.status).toBe(200);
    expect(llm.requests).toHaveLength(1);
  });
});
