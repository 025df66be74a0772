import { readFileSync } from "node:fs";

import { sendRaw } from "../support/raw-http";
import { createSignedInStudent, uniqueEmail } from "./support/accounts";
import { e2eTarget, expect, test } from "./support/fixtures";

function cspDirectives(header: string | undefined) {
  expect(header, "a Content-Security-Policy header").toBeTruthy();
  return new Map(
    header!.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
}

const SAMPLES: { kind: string; path: string; headers: Record<string, string> }[] = [
  { kind: "prerendered page", path: "/", headers: {} },
  { kind: "page rendered per request", path: "/pricing?expired=true", headers: {} },
  { kind: "page for a visitor with cookies", path: "/about", headers: { cookie: "x=1" } },
  { kind: "resource route", path: "/healthz", headers: {} },
  { kind: "static file", path: "/favicon.svg", headers: {} },
  { kind: "redirect", path: "/terms", headers: {} },
];

for (const sample of SAMPLES) {
  test(`security headers on a ${sample.kind}`, async ({ request }) => {
    const response = await request.get(sample.path, { headers: sample.headers, maxRedirects: 0 });
    const headers = response.headers();
    const csp = cspDirectives(headers["content-security-policy"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("script-src")?.some((value) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(value))).toBe(true);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["x-request-id"]).toMatch(/^[\w.-]{8,}$/);
    // Plain http here: no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
}

test("HSTS is sent when the request arrived over https through a trusted proxy, and never on a forged header", async ({ request }) => {
  const response = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  if (e2eTarget().name === "postgres") {
    // That server trusts one proxy (TRUST_PROXY=1), so the header says how the request arrived.
    expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  } else {
    // The embedded default trusts no proxy: a client cannot claim https with a header.
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
  }
});

test("every inline script carries this response's nonce, and nonces differ per response", async ({ request }) => {
  const nonces: string[] = [];
  for (const path of ["/", "/", "/pricing?reactivate=true"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("__MARKER_PRERENDER_NONCE__");
    nonces.push(nonce);
  }
  expect(new Set(nonces).size).toBe(nonces.length);
});

test("pages are not stored by caches; built assets are immutable", async ({ request }) => {
  const pageResponse = await request.get("/pricing?expired=true");
  expect(pageResponse.headers()["cache-control"]).toContain("no-store");
  const prerendered = await request.get("/");
  expect(prerendered.headers()["cache-control"]).toMatch(/no-cache|no-store/);
  const href = /"(\/assets\/[\w.-]+\.js)"/.exec(await prerendered.text())?.[1];
  expect(href, "the page references a built script").toBeTruthy();
  const assetResponse = await request.get(href!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});

test("prerendered files are never served raw", async ({ request }) => {
  for (const path of ["/index.html", "/about/index.html", "/pricing.data"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["content-type"] ?? "").not.toContain("text/html; charset=UTF-8");
    const body = await response.text();
    expect(body).not.toContain("__MARKER_PRERENDER_NONCE__");
  }
});

// Issue 10, points 4 and 5: bounded request bodies and the headers every signed-in response carries.

/** A raw request to the project's server (the path is sent exactly as given). */
const rawRequest = (method: string, path: string, options: { headers?: Record<string, string>; body?: Iterable<Buffer> } = {}) =>
  sendRaw(new URL(e2eTarget().url).port, method, path, options);

function* formChunks(totalBytes: number): Generator<Buffer> {
  const chunk = Buffer.from("intent=signin&email=a%40b.c&".repeat(2_400));
  for (let sent = 0; sent < totalBytes; sent += chunk.length) yield chunk;
}

function rssMegabytes(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
}

test("a signed-in student's .data answers, pages and error pages are private, no-store", async ({ page }) => {
  await createSignedInStudent(page);
  for (const path of ["/dashboard.data", "/dashboard", "/profile.data", "/marking-results/00000000-0000-0000-0000-000000000000"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("a malformed percent-encoded path answers 400", async () => {
  const answer = await rawRequest("GET", "/%E0%A4%A");
  expect(answer.status).toBe(400);
  expect(answer.body).toContain("Bad request");
});

test("a form over the default limit posted to /auth answers 413 with a message", async ({ request }) => {
  const response = await request.post("/auth", {
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    data: `intent=signin&email=${"a".repeat(100_000)}`,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("This request is too large");
});

test("a chunked 100 MB anonymous POST to /auth is cut off at the limit", async () => {
  const { pid } = e2eTarget();
  const rssBefore = rssMegabytes(pid);
  const answer = await rawRequest("POST", "/auth", {
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: formChunks(100 * 1024 * 1024),
  });
  expect(answer.status).toBe(413);
  expect(answer.headers.connection).toBe("close");
  // The answer came while the client was still sending: only what fits in socket buffers went out.
  expect(answer.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024);
  // The server did not buffer the body: its memory is where it was (today's figure: +0 MB; before: +1.1 GB).
  const rssAfter = rssMegabytes(pid);
  test.info().annotations.push({
    type: "measure",
    description: `answered after ${(answer.sentBeforeAnswer / 1048576).toFixed(1)} MB; server RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB`,
  });
  expect(rssAfter - rssBefore).toBeLessThan(50);
});

test("a 429 from the sign-in page carries Retry-After", async ({ request }) => {
  const email = uniqueEmail("retry");
  const headers = { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  let last;
  for (let attempt = 0; attempt < 7; attempt += 1) {
    last = await request.post("/auth", { headers, data: `intent=forgot&email=${encodeURIComponent(email)}` });
    if (last.status() === 429) break;
  }
  expect(last!.status()).toBe(429);
  expect(Number(last!.headers()["retry-after"])).toBeGreaterThan(0);
});
