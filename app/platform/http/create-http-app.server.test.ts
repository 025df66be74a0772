import { createHash } from "node:crypto";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";

import { data, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BODY_LIMIT_RULES, CARD_IMAGE_BODY_BYTES, handleDataRequest } from "~/entry.server";
import { MAX_SUBMISSION_BODY_BYTES } from "~/features/submissions/submission-schema";

import type { Config } from "../config.server";
import { createLogger, setRootLogger } from "../logger.server";
import { DEFAULT_BODY_LIMIT } from "./body-limit.server";
import { createHttpApp } from "./create-http-app.server";
import { sendRaw } from "../../../tests/support/raw-http";
import { passOnRetryAfter } from "./route-headers";

/**
 * The HTTP layer over real sockets, with a small React Router build: body limits (issue 10 point 4),
 * Cache-Control on signed-in responses, Retry-After on every 429 and 400 for an undecodable path
 * (point 5).
 */

const echo = async ({ request }: { request: Request }) => {
  const body = Buffer.from(await request.arrayBuffer());
  return Response.json({ bytes: body.length, sha256: createHash("sha256").update(body).digest("hex") });
};

const modules: Record<string, { path?: string; parentId?: string; module: Record<string, unknown> }> = {
  root: { path: "", module: { default: () => null, headers: passOnRetryAfter } },
  "routes/echo": { path: "echo", parentId: "root", module: { action: echo } },
  "routes/subject": { path: "subjects/:subjectSlug", parentId: "root", module: { action: echo } },
  "routes/webhook": { path: "api/stripe/webhook", parentId: "root", module: { action: echo } },
  "routes/card-image": { path: "api/flashcards/images", parentId: "root", module: { action: echo } },
  "routes/picture": {
    path: "picture",
    parentId: "root",
    module: { loader: () => new Response("webp", { headers: { "Content-Type": "image/webp", "Cache-Control": "private, max-age=3600", "X-Content-Type-Options": "nosniff" } }) },
  },
  "routes/page": {
    path: "page",
    parentId: "root",
    module: {
      default: () => null,
      loader: () => ({ answerText: "the student's answer" }),
      action: () => data({ formError: "slow down" }, { status: 429, headers: { "Retry-After": "42" } }),
      headers: passOnRetryAfter,
    },
  },
  "routes/headerless": {
    path: "headerless",
    parentId: "root",
    module: { default: () => null, loader: () => null, action: () => data({ formError: "slow down" }, { status: 429 }) },
  },
  "routes/missing": {
    path: "missing",
    parentId: "root",
    module: {
      default: () => null,
      loader: () => {
        throw data(null, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
      },
    },
  },
  "routes/shared": {
    path: "shared/:token",
    parentId: "root",
    module: { default: () => null, loader: () => null },
  },
  "routes/signed-in-resource": {
    path: "resource",
    parentId: "root",
    module: { loader: () => new Response("pdf", { headers: { "Cache-Control": "public, max-age=600" } }) },
  },
};

const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) => {
        if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response("<!doctype html><p>page</p>", { status, headers });
      },
      handleDataRequest,
    },
  },
  routes: Object.fromEntries(
    Object.entries(modules).map(([id, route]) => [id, { id, path: route.path, parentId: route.parentId, module: route.module }]),
  ),
  assets: {
    entry: { module: "/assets/entry.js", imports: [] },
    routes: Object.fromEntries(
      Object.entries(modules).map(([id, route]) => [
        id,
        {
          id,
          path: route.path,
          parentId: route.parentId,
          module: `/assets/${id}.js`,
          hasAction: "action" in route.module,
          hasLoader: "loader" in route.module,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      ]),
    ),
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const config = { auth: {}, trustProxy: 0, forceHttpsHeaders: false, isProduction: true } as unknown as Config;

const logLines: Record<string, unknown>[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  setRootLogger(
    createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      }),
    ),
  );
  const app = createHttpApp({ config, build, bodyLimits: BODY_LIMIT_RULES, loadContext: async () => ({ session: null }) });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  setRootLogger(undefined);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (method: string, path: string, options: { headers?: Record<string, string>; body?: Iterable<Buffer> } = {}) =>
  sendRaw(port, method, path, options);

function* chunksOf(total: number, size = 64 * 1024, fill = "a"): Generator<Buffer> {
  const chunk = Buffer.alloc(size, fill);
  for (let sent = 0; sent < total; sent += size) yield sent + size <= total ? chunk : chunk.subarray(0, total - sent);
}

const sha256 = (buffer: Buffer) => createHash("sha256").update(buffer).digest("hex");

describe("request body limits", () => {
  it("hands a body under its limit to the route intact, chunked or not", async () => {
    const body = Buffer.from("answerText=" + "é ✓ 🙂 ".repeat(20_000));
    expect(body.length).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    expect(body.length).toBeLessThan(MAX_SUBMISSION_BODY_BYTES);
    const viaLength = await send("POST", "/subjects/english-language", {
      headers: { "content-length": String(body.length) },
      body: [body],
    });
    expect(viaLength.status).toBe(200);
    expect(JSON.parse(viaLength.body)).toEqual({ bytes: body.length, sha256: sha256(body) });
    const chunked = await send("POST", "/subjects/english-language", { body: chunksOf(0), headers: {} });
    expect(chunked.status).toBe(200);
    const pieces = [body.subarray(0, 1000), body.subarray(1000, 70_000), body.subarray(70_000)];
    const viaChunks = await send("POST", "/subjects/english-language", { body: pieces });
    expect(JSON.parse(viaChunks.body)).toEqual({ bytes: body.length, sha256: sha256(body) });
  });

  it("refuses a body whose Content-Length is over the limit at once, before reading it", async () => {
    const answer = await send("POST", "/echo", {
      headers: { "content-length": String(100 * 1024 * 1024), accept: "application/json" },
      body: chunksOf(100 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("64 KB") } });
    // Whatever the client pushed into socket buffers meanwhile, nowhere near the 100 MB.
    expect(answer.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024);
  });

  it("cuts a chunked 100 MB body off at the limit instead of reading it", async () => {
    const started = Date.now();
    const answer = await send("POST", "/echo", { body: chunksOf(100 * 1024 * 1024), headers: { accept: "text/html" } });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain("This request is too large: the limit is 64 KB.");
    expect(answer.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5_000);
    const refusal = logLines.find((line) => line.msg === "request body over its limit refused" && line.received !== undefined);
    expect(refusal).toMatchObject({ bodyClass: "default", limit: DEFAULT_BODY_LIMIT });
    expect(refusal!.received as number).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT + 128 * 1024);
  });

  it("gives each route class its own limit", async () => {
    const overDefault = DEFAULT_BODY_LIMIT + 1;
    expect((await send("POST", "/echo", { body: chunksOf(overDefault) })).status).toBe(413);
    expect((await send("POST", "/subjects/history", { body: chunksOf(overDefault) })).status).toBe(200);
    expect((await send("POST", "/api/stripe/webhook", { body: chunksOf(900_000) })).status).toBe(200);
    expect((await send("POST", "/api/stripe/webhook", { body: chunksOf(1_000_001) })).status).toBe(413);
    const answer = await send("POST", "/subjects/history.data", { body: chunksOf(MAX_SUBMISSION_BODY_BYTES + 1) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toContain("An answer can be at most 20,000 characters");
    expect((await send("POST", "/subjects/history", { body: chunksOf(MAX_SUBMISSION_BODY_BYTES) })).status).toBe(200);
  });

  it("lets a card picture's multipart body reach 6 MB, and refuses more with the picture's message (C1, C3)", async () => {
    expect(CARD_IMAGE_BODY_BYTES).toBe(6 * 1024 * 1024);
    expect((await send("POST", "/api/flashcards/images", { body: chunksOf(5 * 1024 * 1024 + 200_000) })).status).toBe(200);
    const declared = await send("POST", "/api/flashcards/images", {
      headers: { "content-length": String(50 * 1024 * 1024) },
      body: chunksOf(50 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: "That picture is too large. Please upload one under 5 MB." },
    });
    expect(declared.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024);
    expect((await send("POST", "/api/flashcards/images", { body: chunksOf(CARD_IMAGE_BODY_BYTES + 1) })).status).toBe(413);
    // Only that path: the rest keep their own limits.
    expect((await send("POST", "/api/flashcards/images/other", { body: chunksOf(DEFAULT_BODY_LIMIT + 1) })).status).toBe(413);
  });
});

describe("Cache-Control on signed-in responses", () => {
  const session = { cookie: "better-auth.session_token=abc.def" };

  it("is private, no-store on .data answers, documents and resource routes for a session cookie", async () => {
    const dataAnswer = await send("GET", "/page.data", { headers: session });
    expect(dataAnswer.status).toBe(200);
    expect(dataAnswer.body).toContain("the student's answer");
    expect(dataAnswer.headers["cache-control"]).toBe("private, no-store");
    expect((await send("GET", "/page", { headers: session })).headers["cache-control"]).toBe("private, no-store");
    const resource = await send("GET", "/resource", { headers: { cookie: "__Secure-better-auth.session_token=x" } });
    expect(resource.headers["cache-control"]).toBe("private, no-store");
    const errorPage = await send("GET", "/missing", { headers: session });
    expect(errorPage.status).toBe(404);
    expect(errorPage.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps a route's own `private, max-age` (a card picture) for a session cookie, and nothing looser", async () => {
    const picture = await send("GET", "/picture", { headers: session });
    expect(picture.headers["cache-control"]).toBe("private, max-age=3600");
    // The route's own nosniff and the security headers' are one header, not "nosniff, nosniff".
    expect(picture.headers["x-content-type-options"]).toBe("nosniff");
    expect((await send("GET", "/resource", { headers: session })).headers["cache-control"]).toBe("private, no-store");
  });

  it("leaves a cookie-less visitor's resource alone, and gives .data answers the pages' default", async () => {
    expect((await send("GET", "/resource")).headers["cache-control"]).toBe("public, max-age=600");
    expect((await send("GET", "/page.data")).headers["cache-control"]).toBe("private, no-store");
  });
});

describe("Retry-After on 429", () => {
  it("reaches the client from a route action, document or .data", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const document = await send("POST", "/page", { headers: form, body: [Buffer.from("a=1")] });
    expect(document.status).toBe(429);
    expect(document.headers["retry-after"]).toBe("42");
    const single = await send("POST", "/page.data", { headers: form, body: [Buffer.from("a=1")] });
    expect(single.headers["retry-after"]).toBe("42");
  });

  it("is added with a default when a route forgot it", async () => {
    const answer = await send("POST", "/headerless", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: [Buffer.from("a=1")] });
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe("60");
  });
});

describe("malformed percent-encoding", () => {
  it("answers 400 and logs a warning without a stack", async () => {
    for (const path of ["/%E0%A4%A", "/subjects/%E0%A4%A", "/assets/%E0%A4%A.js"]) {
      const answer = await send("GET", path);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain("Bad request");
    }
    const lines = logLines.filter((line) => String(line.path ?? "").includes("%E0%A4%A"));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      if (line.msg === "request") continue;
      expect(line.level).toBe(40);
      expect(JSON.stringify(line)).not.toContain("stack");
    }
  });
});

describe("request log", () => {
  it("logs a share link's address without its token (the link is the only key to the shared answer)", async () => {
    const token = "2pI4xVOXoxb9tTqeK8C9psMpZXPVDyjH";
    await send("GET", `/shared/${token}`);
    await send("GET", `/shared/${token}.data`);
    await send("GET", `/shared/${token}?x=1`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.stringify(logLines)).not.toContain(token);
    const requests = logLines.filter((line) => line.msg === "request" && String(line.path).startsWith("/shared/"));
    expect(requests.map((line) => line.path)).toEqual(["/shared/[hidden]", "/shared/[hidden].data", "/shared/[hidden]"]);
  });
});
