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
