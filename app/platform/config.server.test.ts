import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig } from "./config.server";

describe("parseConfig", () => {
  it("works with nothing set: embedded defaults", () => {
    const config = parseConfig({});
    expect(config.isProduction).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.resolve("./data/pglite") });
    expect(config.logLevel).toBe("info");
    expect(config.trustProxy).toBe(0);
  });

  it("accepts .env.example exactly as it is, and it sets every variable the server reads", () => {
    const example = parseEnv(readFileSync(path.resolve(".env.example"), "utf8"));
    const config = parseConfig(example);
    expect(config.database.kind).toBe("pglite");
    expect(config.port).toBe(3000);
    const source = readFileSync(path.resolve("app/platform/config.server.ts"), "utf8");
    const read = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((match) => match[1]);
    expect(read.length).toBeGreaterThan(5);
    expect(Object.keys(example).sort()).toEqual([...read].sort());
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://user@db.internal:5432/marker",
      DATABASE_POOL_MAX: "20",
      AUTH_SECRET: "a-production-secret-of-at-least-32-chars",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://user@db.internal:5432/marker", poolMax: 20, statementTimeoutMs: 15_000 });
    const slower = parseConfig({
      DATABASE_URL: "postgres://user@db.internal:5432/marker",
      DATABASE_STATEMENT_TIMEOUT_MS: "30000",
      AUTH_SECRET: "a-production-secret-of-at-least-32-chars",
    });
    expect(slower.database).toMatchObject({ statementTimeoutMs: 30_000 });
  });

  it("treats an empty DATABASE_URL as unset (as .env.example leaves it)", () => {
    expect(parseConfig({ DATABASE_URL: "" }).database.kind).toBe("pglite");
  });

  it("keeps everything the embedded mode writes under DATA_DIR", () => {
    const config = parseConfig({ DATA_DIR: "/var/lib/marker" });
    expect(config.database).toEqual({ kind: "pglite", dataDir: "/var/lib/marker/pglite" });
  });

  it("derives APP_URL from PORT and strips a trailing slash", () => {
    expect(parseConfig({ PORT: "8080" }).appUrl).toBe("http://localhost:8080");
    expect(parseConfig({ APP_URL: "https://marker.example/" }).appUrl).toBe("https://marker.example");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["DATABASE_URL", "not a url"],
    ["DATABASE_POOL_MAX", "0"],
    ["DATABASE_STATEMENT_TIMEOUT_MS", "0"],
    ["DATABASE_STATEMENT_TIMEOUT_MS", "soon"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
    ["APP_URL", "javascript:alert(1)"],
    ["TRUST_PROXY", "many"],
    ["SUPPORT_EMAIL", "not-an-email"],
    ["FORCE_HTTPS_HEADERS", "maybe"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("needs AUTH_SECRET in production (when DATABASE_URL is set)", () => {
    expect(() => parseConfig({ DATABASE_URL: "postgres://db/marker" })).toThrow(/AUTH_SECRET: required when DATABASE_URL is set/);
    expect(() => parseConfig({ AUTH_SECRET: "too-short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
  });

  it("needs the Google client id and secret together", () => {
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    const config = parseConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(config.auth.google).toEqual({ clientId: "id", clientSecret: "secret", issuerUrl: "https://accounts.google.com" });
    expect(parseConfig({}).auth.google).toBeNull();
  });

  it("defaults to verified email, a 7-day trial, 7-day sessions and the outbox", () => {
    const config = parseConfig({ DATA_DIR: "/srv/marker" });
    expect(config.auth).toMatchObject({ requireEmailVerification: true, trialDays: 7, sessionDays: 7, secret: undefined });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: "Marker <no-reply@marker.example>", outboxDir: "/srv/marker/outbox" });
  });

  it("names every bad variable at once", () => {
    try {
      parseConfig({ PORT: "abc", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("LOG_LEVEL");
    }
  });
});

describe("README", () => {
  describe("payments", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_BASIC: "price_b",
      STRIPE_PRICE_STANDARD: "price_s",
      STRIPE_PRICE_PREMIUM: "price_p",
    };
    const postgres = { DATABASE_URL: "postgres://db.internal/marker", AUTH_SECRET: "y".repeat(40) };

    it("runs the test checkout on the embedded defaults", () => {
      expect(parseConfig({}).billing.provider).toBe("local");
    });

    it("turns payments off with a database of its own and no Stripe key: the test checkout is never a free-plan hole", () => {
      expect(parseConfig(postgres).billing.provider).toBe("none");
    });

    it("runs the test checkout with a database only when BILLING_MODE=local asks for it", () => {
      expect(parseConfig({ ...postgres, BILLING_MODE: "local" }).billing.provider).toBe("local");
    });

    it("uses Stripe whenever its key is set", () => {
      expect(parseConfig({ ...postgres, ...stripe }).billing.provider).toBe("stripe");
      expect(parseConfig(stripe).billing.provider).toBe("stripe");
    });

    it("refuses BILLING_MODE=local beside a Stripe key, and any other mode, naming the variable", () => {
      expect(() => parseConfig({ ...stripe, BILLING_MODE: "local" })).toThrow(/BILLING_MODE/);
      expect(() => parseConfig({ BILLING_MODE: "free" })).toThrow(/BILLING_MODE/);
    });
  });

  it("documents every setting the server reads", () => {
    const readme = readFileSync(path.resolve("README.md"), "utf8");
    const source = readFileSync(path.resolve("app/platform/config.server.ts"), "utf8");
    for (const [, name] of source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)) {
      expect(readme, `README mentions ${name}`).toContain(`| \`${name}\` |`);
    }
  });
});
