import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake S3 server on loopback speaking the real REST wire format, path-style (`/{bucket}/{key}`), for
 * any S3 client pointed at `url` with path-style addressing:
 *
 * - `PUT /{bucket}/{key}` stores the body and its `Content-Type`; 200 with an `ETag` (the MD5, quoted).
 * - `GET /{bucket}/{key}` and `HEAD`: 200 with the body, `Content-Type`, `Content-Length`, `ETag` and
 *   `Last-Modified`; 404 `NoSuchKey`.
 * - `DELETE /{bucket}/{key}`: 204, whether or not the object was there (as S3 does).
 * - `GET /{bucket}?list-type=2` (ListObjectsV2): `prefix`, `max-keys` (capped by the `pageSize` option,
 *   default 1000), `continuation-token`; the `ListBucketResult` XML with `Contents`, `KeyCount`,
 *   `IsTruncated` and `NextContinuationToken`. Keys come back in byte order, as S3 sends them.
 * - Any other bucket is a 404 `NoSuchBucket`; other requests are a 400 or 405 saying what is missing.
 *
 * Every request must carry AWS Signature Version 4 in the `Authorization` header, and the fake checks it
 * as S3 does: the header's shape (`AWS4-HMAC-SHA256 Credential=<key id>/<yyyymmdd>/<region>/s3/aws4_request,
 * SignedHeaders=...;..., Signature=<64 hex>`), the access key id, region and service, that `host`,
 * `x-amz-date` and `x-amz-content-sha256` are signed, `x-amz-date` within 15 minutes of now, that
 * `x-amz-content-sha256` is the SHA-256 of the body (or `UNSIGNED-PAYLOAD`), and finally the signature
 * itself, recomputed from the canonical request with the secret key. Failures answer 403 (`AccessDenied`,
 * `InvalidAccessKeyId`, `SignatureDoesNotMatch`, `RequestTimeTooSkewed`) or 400
 * (`AuthorizationHeaderMalformed`, `XAmzContentSHA256Mismatch`, `InvalidRequest`) with S3's `<Error>` XML.
 *
 * Test control (in-process): `requests` records each request (method, path, query, headers, body size,
 * the status answered); `objects` is the bucket's content; `failNext(n, status)` answers the next n
 * requests with a 5xx (`InternalError`, or `SlowDown` for 503) before looking at them; `stallNext(n)`
 * never answers the next n (for timeouts; the connection is dropped at `close`); `reset()` forgets all.
 */

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface RecordedS3Request {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  bodyBytes: number;
  /** The status the fake answered (0 while stalled). */
  status: number;
}

export interface FakeS3ServerOptions {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Most keys per ListObjectsV2 page, to exercise continuation tokens. */
  pageSize?: number;
}

export interface FakeS3Server {
  /** The endpoint, e.g. http://127.0.0.1:40123 (use path-style addressing). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  requests: RecordedS3Request[];
  objects: Map<string, FakeS3Object>;
  failNext(count?: number, status?: number): void;
  stallNext(count?: number): void;
  reset(): void;
  close(): Promise<void>;
}

const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_BODY_BYTES = 64 * 1024 * 1024;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[char]};`);
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function hmac(key: string | Buffer, text: string): Buffer {
  return createHmac("sha256", key).update(text, "utf8").digest();
}

function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function parseQuery(rawQuery: string): Array<[string, string]> {
  if (!rawQuery) return [];
  return rawQuery.split("&").filter(Boolean).map((pair) => {
    const index = pair.indexOf("=");
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
    return index === -1 ? [decode(pair), ""] : [decode(pair.slice(0, index)), decode(pair.slice(index + 1))];
  });
}

interface VerifyInput {
  method: string;
  rawPath: string;
  query: Array<[string, string]>;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

function verifySignature(input: VerifyInput, expected: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const authorization = input.headers.authorization;
  if (!authorization) throw new S3Error(403, "AccessDenied", "Access Denied (no Authorization header)");
  const match = authorization.match(
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/,
  );
  if (!match) throw new S3Error(400, "AuthorizationHeaderMalformed", `The authorization header is malformed: ${authorization.slice(0, 60)}`);
  const [, accessKeyId, date, region, service, signedHeaderList, signature] = match as unknown as [string, string, string, string, string, string, string];
  if (accessKeyId !== expected.accessKeyId) throw new S3Error(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  if (service !== "s3") throw new S3Error(400, "AuthorizationHeaderMalformed", `the service '${service}' is wrong; expecting 's3'`);
  if (region !== expected.region) throw new S3Error(400, "AuthorizationHeaderMalformed", `the region '${region}' is wrong; expecting '${expected.region}'`);
  const signedHeaders = signedHeaderList.split(";");
  for (const required of ["host", "x-amz-content-sha256", "x-amz-date"]) {
    if (!signedHeaders.includes(required)) throw new S3Error(403, "AccessDenied", `${required} must be a signed header`);
  }
  const amzDate = String(input.headers["x-amz-date"] ?? "");
  const parsedDate = amzDate.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!parsedDate) throw new S3Error(403, "AccessDenied", "X-Amz-Date must be yyyymmddThhmmssZ");
  const [, y, mo, d, h, mi, s] = parsedDate.map(Number) as [number, number, number, number, number, number, number];
  if (Math.abs(Date.now() - Date.UTC(y, mo - 1, d, h, mi, s)) > MAX_SKEW_MS) {
    throw new S3Error(403, "RequestTimeTooSkewed", "The difference between the request time and the current time is too large.");
  }
  if (!amzDate.startsWith(date)) throw new S3Error(403, "SignatureDoesNotMatch", "credential date does not match X-Amz-Date");
  const contentSha256 = String(input.headers["x-amz-content-sha256"] ?? "");
  if (!contentSha256) throw new S3Error(400, "InvalidRequest", "Missing required header for this request: x-amz-content-sha256");
  if (contentSha256 !== "UNSIGNED-PAYLOAD") {
    if (!/^[0-9a-f]{64}$/.test(contentSha256)) throw new S3Error(400, "InvalidArgument", "x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a SHA-256 in hex");
    if (contentSha256 !== sha256Hex(input.body)) {
      throw new S3Error(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
  }

  const canonicalUri = input.rawPath
    .split("/")
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join("/");
  const canonicalQuery = input.query
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = input.headers[name];
      if (value === undefined) throw new S3Error(403, "AccessDenied", `signed header ${name} is missing`);
      return `${name}:${String(value).trim().replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const canonicalRequest = [input.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaderList, contentSha256].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${expected.secretAccessKey}`, date), region), "s3"), "aws4_request");
  const computed = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest();
  if (!timingSafeEqual(computed, Buffer.from(signature, "hex"))) {
    throw new S3Error(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
  }
}

export async function startFakeS3Server(options: FakeS3ServerOptions = {}): Promise<FakeS3Server> {
  const bucket = options.bucket ?? "marker-test";
  const region = options.region ?? "eu-west-2";
  const accessKeyId = options.accessKeyId ?? "AKIAFAKES3ACCESSKEY1";
  const secretAccessKey = options.secretAccessKey ?? "fake-s3-secret-access-key-for-tests-only";
  const pageSize = options.pageSize ?? 1000;
  const requests: RecordedS3Request[] = [];
  const objects = new Map<string, FakeS3Object>();
  const stalled = new Set<ServerResponse>();
  let failures: number[] = [];
  let stalls = 0;

  function sendXml(res: ServerResponse, status: number, xml: string) {
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
    res.writeHead(status, { "content-type": "application/xml", "content-length": Buffer.byteLength(body) });
    res.end(body);
  }

  function sendError(res: ServerResponse, error: S3Error, resource: string) {
    sendXml(
      res,
      error.status,
      `<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message><Resource>${escapeXml(resource)}</Resource><RequestId>fake</RequestId></Error>`,
    );
  }

  function listObjects(res: ServerResponse, query: Map<string, string>) {
    if (query.get("list-type") !== "2") throw new S3Error(400, "InvalidArgument", "this fake speaks ListObjectsV2 only (list-type=2)");
    const prefix = query.get("prefix") ?? "";
    const maxKeys = Math.min(Number(query.get("max-keys") ?? 1000) || 1000, pageSize);
    const token = query.get("continuation-token");
    const after = token ? Buffer.from(token, "base64url").toString("utf8") : undefined;
    const keys = [...objects.keys()]
      .filter((key) => key.startsWith(prefix) && (after === undefined || Buffer.compare(Buffer.from(key), Buffer.from(after)) > 0))
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key)!;
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>&quot;${object.etag}&quot;</ETag><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join("");
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString("base64url")}</NextContinuationToken>` : "";
    const echoedToken = token ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : "";
    sendXml(
      res,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${echoedToken}${contents}${next}</ListBucketResult>`,
    );
  }

  function handleObject(req: IncomingMessage, res: ServerResponse, key: string, body: Buffer) {
    const method = req.method ?? "GET";
    if (method === "PUT") {
      const etag = createHash("md5").update(body).digest("hex");
      objects.set(key, {
        bytes: body,
        contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
        etag,
        lastModified: new Date(),
      });
      res.writeHead(200, { etag: `"${etag}"`, "content-length": 0 });
      res.end();
      return;
    }
    if (method === "GET" || method === "HEAD") {
      const object = objects.get(key);
      if (!object) throw new S3Error(404, "NoSuchKey", "The specified key does not exist.");
      res.writeHead(200, {
        "content-type": object.contentType,
        "content-length": object.bytes.length,
        etag: `"${object.etag}"`,
        "last-modified": object.lastModified.toUTCString(),
      });
      res.end(method === "HEAD" ? undefined : object.bytes);
      return;
    }
    if (method === "DELETE") {
      objects.delete(key);
      res.writeHead(204);
      res.end();
      return;
    }
    throw new S3Error(405, "MethodNotAllowed", `${method} is not allowed on an object`);
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of req) {
      total += (chunk as Buffer).length;
      if (total > MAX_BODY_BYTES) throw new S3Error(400, "EntityTooLarge", "Your proposed upload exceeds the fake's limit.");
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  const server = createServer((req, res) => {
    const rawUrl = req.url ?? "/";
    const queryIndex = rawUrl.indexOf("?");
    const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
    const query = parseQuery(queryIndex === -1 ? "" : rawUrl.slice(queryIndex + 1));
    const record: RecordedS3Request = {
      method: req.method ?? "GET",
      path: rawPath,
      query: Object.fromEntries(query),
      headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value])),
      bodyBytes: 0,
      status: 0,
    };
    requests.push(record);
    res.on("finish", () => {
      record.status = res.statusCode;
    });

    readBody(req)
      .then((body) => {
        record.bodyBytes = body.length;
        if (stalls > 0) {
          stalls--;
          stalled.add(res);
          return;
        }
        const failure = failures.shift();
        if (failure !== undefined) {
          throw new S3Error(failure, failure === 503 ? "SlowDown" : "InternalError", "We encountered an internal error. Please try again.");
        }
        verifySignature({ method: record.method, rawPath, query, headers: req.headers, body }, { accessKeyId, secretAccessKey, region });
        const [, bucketName = "", ...keyParts] = rawPath.split("/").map((part) => decodeURIComponent(part));
        if (bucketName !== bucket) throw new S3Error(404, "NoSuchBucket", "The specified bucket does not exist");
        const key = keyParts.join("/");
        if (key === "") {
          if (record.method !== "GET") throw new S3Error(405, "MethodNotAllowed", `${record.method} on a bucket is not part of this fake`);
          listObjects(res, new Map(query));
          return;
        }
        handleObject(req, res, key, body);
      })
      .catch((error: unknown) => {
        const s3Error = error instanceof S3Error ? error : new S3Error(500, "InternalError", String(error));
        if (!res.headersSent) sendError(res, s3Error, rawPath);
      });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    requests,
    objects,
    failNext(count = 1, status = 500) {
      failures.push(...Array.from({ length: count }, () => status));
    },
    stallNext(count = 1) {
      stalls += count;
    },
    reset() {
      requests.length = 0;
      objects.clear();
      failures = [];
      stalls = 0;
    },
    async close() {
      for (const res of stalled) res.destroy();
      stalled.clear();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
