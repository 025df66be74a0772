import { createHash } from "node:crypto";

import type { Config } from "./config.server";

/** Settings that public pages show. Prerendered pages record a fingerprint of them. */
export interface PublicSettings {
  supportEmail: string;
  securityEmail: string;
  /** Length of a new account's free trial (DESIGN.md D5). */
  trialDays: number;
  /** False on a server with its own database but neither Stripe nor the test checkout. */
  paymentsConfigured: boolean;
  /** True when answers are marked by the built-in offline marker (AI_PROVIDER=offline, the embedded default). */
  offlineMarking: boolean;
}

export function getPublicSettings(config: Config): PublicSettings {
  return {
    supportEmail: config.supportEmail,
    securityEmail: config.securityEmail,
    trialDays: config.auth.trialDays,
    paymentsConfigured: config.billing.provider !== "none",
    offlineMarking: config.ai.provider === "offline",
  };
}

export function fingerprintPublicSettings(settings: PublicSettings): string {
  return createHash("sha256").update(JSON.stringify(settings)).digest("hex").slice(0, 16);
}
