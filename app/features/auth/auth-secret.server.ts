import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Config } from "~/platform/config.server";

/**
 * The secret that signs session cookies and tokens. Production sets AUTH_SECRET (the config refuses a
 * DATABASE_URL without it); the embedded mode makes one on first start and keeps it in DATA_DIR so
 * sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not made yet.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
