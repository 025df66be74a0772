import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { AwsV4Signer } from "aws4fetch";

import { AppError } from "~/platform/errors";

import { DEFAULT_MAX_OBJECT_BYTES, type Storage, type StoredObject } from "./storage";
import { assertStorageKey, assertStoragePrefix } from "./storage-key";

export interface S3StorageOptions {
  /** The store's address, e.g. https://s3.eu-west-2.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `$endpoint/$bucket/key` (MinIO, most self-hosted stores) instead of `https://$bucket.host/key`. */
  forcePathStyle: boolean;
  /** Time limit of one attempt, body included. */
  timeoutMs?: number;
  /** Further attempts after a 5xx, a 429, a network error or a timeout. */
  maxRetries?: number;
  /** The first wait before a retry; it doubles each time, with jitter. */
  retryDelayMs?: number;
  maxObjectBytes?: number;
  /** Keys per ListObjectsV2 page (S3's maximum is 1000). */
  pageSize?: number;
}

interface S3Response {
  status: number;
  bytes: Uint8Array;
}

const ERROR_BODY_LIMIT = 64 * 1024;
const LIST_BODY_LIMIT = 4 * 1024 * 1024;
const DELETE_CONCURRENCY = 8;

class BodyTooLargeError extends Error {}

function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };
    const lower = entity.toLowerCase();
    if (named[lower]) return named[lower];
    const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

/** The `<Code>` of an S3 error body, for logs and for telling NoSuchKey from NoSuchBucket. */
function errorCode(bytes: Uint8Array): string | undefined {
  return new TextDecoder().decode(bytes).match(/<Code>([^<]{1,100})<\/Code>/)?.[1];
}

async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new BodyTooLargeError(`${declared} bytes > ${limit}`);
  }
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new BodyTooLargeError(`more than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Files in any S3-compatible bucket, through plain fetch signed with AWS Signature V4 (aws4fetch). The
 * payload's SHA-256 is signed too, so the store rejects a body changed on the way. Each attempt has a
 * time limit; 5xx, 429, network errors and timeouts are retried a bounded number of times with backoff
 * (every call here is idempotent); anything else unexpected throws an AppError("UNAVAILABLE") whose
 * detail names the operation and S3's error code, never the credentials.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRetries = options.maxRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const maxObjectBytes = options.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
  const pageSize = options.pageSize ?? 1000;
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  const bucketUrl = options.forcePathStyle
    ? `${endpoint.origin}${basePath}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}`;

  const objectUrl = (key: string) => `${bucketUrl}/${encodeKey(key)}`;

  function failure(operation: string, detail: string, cause?: unknown): AppError {
    return new AppError("UNAVAILABLE", undefined, { detail: `S3 ${operation}: ${detail}`, cause });
  }

  async function send(
    operation: string,
    method: "GET" | "PUT" | "DELETE",
    url: string,
    { body, headers = {}, limit = ERROR_BODY_LIMIT }: { body?: Uint8Array; headers?: Record<string, string>; limit?: number } = {},
  ): Promise<S3Response> {
    const payload = body ?? new Uint8Array(0);
    const payloadHash = sha256Hex(payload);
    // fetch takes a view of a plain ArrayBuffer (a view of a SharedArrayBuffer is copied out first).
    const requestBody = body
      ? payload.buffer instanceof ArrayBuffer
        ? new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength)
        : new Uint8Array(payload)
      : undefined;
    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < maxRetries;
      try {
        // Signed afresh each attempt: the signature carries the time.
        const signed = await new AwsV4Signer({
          method,
          url,
          // The payload's hash goes in as a header, so the signer need not read the body itself.
          headers: { ...headers, "x-amz-content-sha256": payloadHash },
          accessKeyId: options.accessKeyId,
          secretAccessKey: options.secretAccessKey,
          service: "s3",
          region: options.region,
        }).sign();
        const response = await fetch(signed.url, {
          method,
          headers: signed.headers,
          body: requestBody,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const ok = response.status >= 200 && response.status < 300;
        const bytes = await readCapped(response, ok ? limit : ERROR_BODY_LIMIT);
        if (isRetryableStatus(response.status) && canRetry) {
          await sleep(retryDelayMs * 2 ** attempt * (0.5 + Math.random() / 2));
          continue;
        }
        return { status: response.status, bytes };
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw failure(operation, `answer too large (${error.message})`);
        if (!canRetry) throw failure(operation, `no answer after ${attempt + 1} attempt(s): ${(error as Error).message}`, error);
        await sleep(retryDelayMs * 2 ** attempt * (0.5 + Math.random() / 2));
      }
    }
  }

  function unexpected(operation: string, response: S3Response): AppError {
    return failure(operation, `HTTP ${response.status} ${errorCode(response.bytes) ?? "(no error code)"}`);
  }

  async function deleteObject(key: string): Promise<void> {
    const response = await send(`DELETE ${key}`, "DELETE", objectUrl(key));
    // S3 answers 204 whether or not the object was there; some compatible stores answer 404 NoSuchKey.
    if (response.status === 204 || response.status === 200) return;
    if (response.status === 404 && errorCode(response.bytes) === "NoSuchKey") return;
    throw unexpected(`DELETE ${key}`, response);
  }

  async function list(prefix: string): Promise<string[]> {
    assertStoragePrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix, "max-keys": String(pageSize) });
      if (token) query.set("continuation-token", token);
      const url = options.forcePathStyle ? `${bucketUrl}?${query}` : `${bucketUrl}/?${query}`;
      const response = await send(`LIST ${prefix}`, "GET", url, { limit: LIST_BODY_LIMIT });
      if (response.status !== 200) throw unexpected(`LIST ${prefix}`, response);
      const xml = new TextDecoder().decode(response.bytes);
      if (!xml.includes("<ListBucketResult")) throw failure(`LIST ${prefix}`, "answer is not a ListBucketResult");
      for (const match of xml.matchAll(/<Contents>[\s\S]*?<Key>([\s\S]*?)<\/Key>[\s\S]*?<\/Contents>/g)) {
        keys.push(unescapeXml(match[1] ?? ""));
      }
      const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
      const next = xml.match(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/)?.[1];
      if (truncated && !next) throw failure(`LIST ${prefix}`, "truncated list without a continuation token");
      token = truncated && next ? unescapeXml(next) : undefined;
    } while (token);
    return keys.sort();
  }

  return {
    kind: "s3",

    async put(key, bytes) {
      const contentType = assertStorageKey(key);
      if (bytes.byteLength > maxObjectBytes) {
        throw new AppError("PAYLOAD_TOO_LARGE", undefined, { detail: `storage put ${key}: ${bytes.byteLength} bytes > ${maxObjectBytes}` });
      }
      // S3 replaces an object whole: readers see the old one or the new one, as with the local store.
      const response = await send(`PUT ${key}`, "PUT", objectUrl(key), { body: bytes, headers: { "content-type": contentType } });
      if (response.status !== 200) throw unexpected(`PUT ${key}`, response);
    },

    async get(key): Promise<StoredObject | null> {
      const contentType = assertStorageKey(key);
      const response = await send(`GET ${key}`, "GET", objectUrl(key), { limit: maxObjectBytes });
      if (response.status === 200) return { bytes: response.bytes, contentType };
      if (response.status === 404 && errorCode(response.bytes) !== "NoSuchBucket") return null;
      throw unexpected(`GET ${key}`, response);
    },

    async delete(key) {
      assertStorageKey(key);
      await deleteObject(key);
    },

    list,

    async deletePrefix(prefix) {
      const keys = await list(prefix);
      for (let index = 0; index < keys.length; index += DELETE_CONCURRENCY) {
        await Promise.all(keys.slice(index, index + DELETE_CONCURRENCY).map(deleteObject));
      }
      return keys.length;
    },
  };
}
