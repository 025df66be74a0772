import { describe, expect, it } from "vitest";

import { baseSecurityHeaders, buildContentSecurityPolicy, createNonce } from "./security-headers.server";

describe("security headers", () => {
  it("builds a strict nonce CSP in production", () => {
    const csp = buildContentSecurityPolicy({ nonce: "abc123", development: false, https: false });
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic' 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("adds HSTS and upgrade-insecure-requests only over https", () => {
    const plain = baseSecurityHeaders({ nonce: "n", development: false, https: false });
    const secure = baseSecurityHeaders({ nonce: "n", development: false, https: true });
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(secure["Strict-Transport-Security"]).toMatch(/^max-age=63072000/);
    expect(secure["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  });

  it("makes a different, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});
