/**
 * One HTTP request to an allowed YouTube origin, with every guard this vendor module promises:
 * - only the allowed origins (scheme, host and port), no credentials in the URL;
 * - redirects are never followed by fetch itself (`redirect: "manual"`): at most `maxRedirects`, and only
 *   to an allowed origin; anything else is refused without a request to it;
 * - the body is read from the stream and reading stops past `maxBytes` (a larger Content-Length is
 *   refused before reading);
 * - the caller's AbortSignal (the extraction's total time limit) ends the request and the reading;
 * - the body is decoded as UTF-8 with replacement characters for invalid bytes.
 * Never throws: every outcome is a value.
 */

export type FetchFailureReason = "refused-host" | "too-large" | "timeout" | "network" | "too-many-redirects";

export type FetchOutcome =
  | { ok: true; status: number; contentType: string; text: string; url: string }
  | { ok: false; reason: FetchFailureReason; detail: string };

export interface FetchAllowedOptions {
  allowedOrigins: ReadonlySet<string>;
  signal: AbortSignal;
  maxBytes: number;
  maxRedirects?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

/** The URL if it may be fetched (http or https, an allowed origin, no user or password), else null. */
export function allowedUrl(raw: string, allowedOrigins: ReadonlySet<string>, base?: string): URL | null {
  let url: URL;
  try {
    url = base === undefined ? new URL(raw) : new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return allowedOrigins.has(url.origin) ? url : null;
}

async function readCapped(response: Response, maxBytes: number, signal: AbortSignal): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" }> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: "too-large" };
  }
  if (!response.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener("abort", stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener("abort", stop);
  }
  if (signal.aborted) throw signal.reason ?? new Error("aborted");
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export async function fetchAllowed(raw: string, options: FetchAllowedOptions): Promise<FetchOutcome> {
  const maxRedirects = options.maxRedirects ?? 2;
  let url = allowedUrl(raw, options.allowedOrigins);
  if (!url) return { ok: false, reason: "refused-host", detail: "not an allowed YouTube address" };
  let method = options.method ?? "GET";
  let body = options.body;
  try {
    for (let redirects = 0; ; redirects++) {
      if (options.signal.aborted) return { ok: false, reason: "timeout", detail: "time limit reached" };
      const response = await fetch(url, {
        method,
        headers: { "Accept-Language": "en-GB,en;q=0.9", ...options.headers },
        body: method === "POST" ? body : undefined,
        redirect: "manual",
        signal: options.signal,
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (!location) return { ok: false, reason: "network", detail: `redirect ${response.status} without a location` };
        if (redirects >= maxRedirects) return { ok: false, reason: "too-many-redirects", detail: `more than ${maxRedirects} redirects` };
        const next = allowedUrl(location, options.allowedOrigins, url.href);
        if (!next) return { ok: false, reason: "refused-host", detail: "redirected off the allowed YouTube hosts" };
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
          method = "GET";
          body = undefined;
        }
        url = next;
        continue;
      }
      const read = await readCapped(response, options.maxBytes, options.signal);
      if (!read.ok) return { ok: false, reason: "too-large", detail: `response over ${options.maxBytes} bytes` };
      return {
        ok: true,
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        text: new TextDecoder("utf-8", { fatal: false, ignoreBOM: false }).decode(read.bytes),
        url: url.href,
      };
    }
  } catch (error) {
    if (options.signal.aborted) return { ok: false, reason: "timeout", detail: "time limit reached" };
    return { ok: false, reason: "network", detail: error instanceof Error ? error.message : String(error) };
  }
}
