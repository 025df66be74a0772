import type { AddressInfo } from "node:net";
import type http from "node:http";

import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sendRaw } from "../../../tests/support/raw-http";
import { limitRequestBodies, type BodyLimitRule } from "./body-limit.server";

/**
 * A refused browser form from one of the app's pages (a 20 MB avatar from /profile) goes back to its page,
 * which shows its own message, instead of leaving the site for a bare 413 page; scripts keep their JSON.
 */

const LIMIT = 1024;
const RULES: BodyLimitRule[] = [
  {
    name: "picture",
    matches: (pathname) => pathname === "/profile/avatar" || pathname === "/api/pictures",
    limit: LIMIT,
    message: "That picture is too large.",
    refusedFormQuery: "avatar=failed&reason=too-large",
  },
  { name: "text", matches: (pathname) => pathname === "/essay", limit: LIMIT, message: "That is too much text to send." },
];

let server: http.Server;
let port: number;
let host: string;

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBodies({ logger: pino({ level: "silent" }), rules: RULES }));
  app.post("/{*splat}", (_req, res) => {
    res.json({ reached: true });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  host = `127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const tooLarge = () => [Buffer.alloc(LIMIT * 4, "a")];
/** A form posted by a browser from one of this site's pages. */
const browserForm = (from: string, extra: Record<string, string> = {}) => ({
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "content-type": "multipart/form-data; boundary=x",
  origin: `http://${host}`,
  referer: `http://${host}${from}`,
  ...extra,
});

describe("a browser form over its body limit", () => {
  it("goes back (303) to the page it came from, with the query the page shows its own message for", async () => {
    for (const headers of [browserForm("/profile"), browserForm("/profile?avatar=saved#top")]) {
      const declared = await sendRaw(port, "POST", "/profile/avatar", { headers: { ...headers, "content-length": String(LIMIT * 4) }, body: tooLarge() });
      expect(declared.status).toBe(303);
      expect(declared.headers.location).toBe("/profile?avatar=failed&reason=too-large");
      expect(declared.headers["cache-control"]).toBe("no-store");
      // Cut off on the stream (no Content-Length) the same way.
      const streamed = await sendRaw(port, "POST", "/profile/avatar", { headers, body: tooLarge() });
      expect(streamed.status).toBe(303);
      expect(streamed.headers.location).toBe("/profile?avatar=failed&reason=too-large");
    }
  });

  it("never sends the browser to another site, even from a page whose path starts with two slashes", async () => {
    const answer = await sendRaw(port, "POST", "/profile/avatar", { headers: browserForm("//elsewhere.example/profile"), body: tooLarge() });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/elsewhere.example/profile?avatar=failed&reason=too-large");
  });

  it("gets the page of its own when the form did not come from one of our pages, or its class has no page to go back to", async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ["/profile/avatar", { ...browserForm("/profile"), referer: "https://elsewhere.example/profile" }],
      ["/profile/avatar", { ...browserForm("/profile"), origin: "https://elsewhere.example" }],
      ["/profile/avatar", (({ referer: _referer, ...rest }) => rest)(browserForm("/profile"))],
      ["/profile/avatar", (({ origin: _origin, ...rest }) => rest)(browserForm("/profile"))],
      ["/essay", browserForm("/essay")],
    ];
    for (const [path, headers] of cases) {
      const answer = await sendRaw(port, "POST", path, { headers, body: tooLarge() });
      expect(answer.status, JSON.stringify(headers)).toBe(413);
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.body).toContain("That is too large to send");
    }
  });

  it("answers scripts and single-fetch requests with the same JSON as before", async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ["/profile/avatar", { ...browserForm("/profile"), accept: "application/json" }],
      ["/profile/avatar.data", browserForm("/profile")],
      ["/api/pictures", browserForm("/flashcards")],
    ];
    for (const [path, headers] of cases) {
      const answer = await sendRaw(port, "POST", path, { headers, body: tooLarge() });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: "That picture is too large." } });
    }
  });

  it("lets a form within its limit through", async () => {
    const answer = await sendRaw(port, "POST", "/profile/avatar", { headers: browserForm("/profile"), body: [Buffer.alloc(LIMIT, "a")] });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ reached: true });
  });
});
