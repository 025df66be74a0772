import { randomBytes } from "node:crypto";

/** A fresh, unguessable nonce for one response's inline scripts. */
export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * The Content-Security-Policy for a page. Scripts run only with this response's nonce
 * ('strict-dynamic' lets those scripts load the app's modules). Styles allow inline because
 * Radix primitives inject style elements for scroll locking; inline CSS cannot run script
 * (docs/decisions/002-content-security-policy.md).
 */
export interface CspOptions {
  nonce: string;
  development: boolean;
  https: boolean;
  /** Other origins a form may lead to (the sign-in provider's consent page). */
  formActionOrigins?: readonly string[];
}

export function buildContentSecurityPolicy(options: CspOptions) {
  const { nonce, development } = options;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...(options.formActionOrigins ?? [])],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  if (options.https) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders(options: CspOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": buildContentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  };
  if (options.https) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}
