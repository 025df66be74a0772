import { createHash } from "node:crypto";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { startFakeS3Server, type FakeS3Server } from "../../../tests/fakes/s3-server";

import { createS3Storage, type S3StorageOptions } from "./s3-storage.server";

let fake: FakeS3Server;

beforeAll(async () => {
  fake = await startFakeS3Server({ pageSize: 2 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

function storageFor(overrides: Partial<S3StorageOptions> = {}) {
  return createS3Storage({
    endpoint: fake.url,
    bucket: fake.bucket,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    forcePathStyle: true,
    retryDelayMs: 1,
    ...overrides,
  });
}

const bytes = (text: string) => new TextEncoder().encode(text);
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");

describe("S3 storage", () => {
  it("puts, gets and deletes an object over signed requests", async () => {
    const storage = storageFor();
    await storage.put("users/u1/avatar.webp", bytes("webp bytes"));
    expect(fake.objects.get("users/u1/avatar.webp")?.contentType).toBe("image/webp");

    const stored = await storage.get("users/u1/avatar.webp");
    expect(stored && new TextDecoder().decode(stored.bytes)).toBe("webp bytes");
    expect(stored?.contentType).toBe("image/webp");

    await storage.delete("users/u1/avatar.webp");
    expect(fake.objects.has("users/u1/avatar.webp")).toBe(false);

    expect(fake.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
      `PUT /${fake.bucket}/users/u1/avatar.webp 200`,
      `GET /${fake.bucket}/users/u1/avatar.webp 200`,
      `DELETE /${fake.bucket}/users/u1/avatar.webp 204`,
    ]);
    const put = fake.requests[0]!;
    // SigV4 in the Authorization header, with the body's SHA-256 signed (checked by the fake, which would
    // have answered 403 or 400 otherwise).
    expect(put.headers.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${fake.accessKeyId}/\\d{8}/${fake.region}/s3/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$`),
    );
    expect(put.headers.authorization).toMatch(/SignedHeaders=\S*x-amz-content-sha256;x-amz-date/);
    expect(put.headers["x-amz-content-sha256"]).toBe(sha256("webp bytes"));
    expect(fake.requests[1]!.headers["x-amz-content-sha256"]).toBe(sha256(""));
  });

  it("answers null for a missing object and treats deleting one as done", async () => {
    const storage = storageFor();
    expect(await storage.get("users/u1/missing.png")).toBeNull();
    await storage.delete("users/u1/missing.png");
    expect(fake.requests.map((request) => request.status)).toEqual([404, 204]);
  });

  it("lists across pages and deletes by prefix, whole segments only", async () => {
    const storage = storageFor();
    const keys = ["users/u1/a.webp", "users/u1/cards/c1.jpg", "users/u1/cards/c2.jpg", "users/u1/cards/c3.jpg", "users/u10/a.webp"];
    for (const key of keys) await storage.put(key, bytes(key));
    fake.requests.length = 0;

    expect(await storage.list("users/u1/")).toEqual(keys.slice(0, 4));
    // pageSize 2: two pages, the second asked for with the first's continuation token.
    expect(fake.requests.map((request) => request.query)).toEqual([
      { "list-type": "2", prefix: "users/u1/", "max-keys": "1000" },
      expect.objectContaining({ "list-type": "2", prefix: "users/u1/", "continuation-token": expect.any(String) }),
    ]);

    expect(await storage.deletePrefix("users/u1/")).toBe(4);
    expect([...fake.objects.keys()]).toEqual(["users/u10/a.webp"]);
    expect(await storage.list("users/u1/")).toEqual([]);
  });

  it("retries a 5xx with backoff and then succeeds", async () => {
    const storage = storageFor({ maxRetries: 2 });
    fake.failNext(1, 500);
    fake.failNext(1, 503);
    await storage.put("users/u1/a.png", bytes("a"));
    expect(fake.requests.map((request) => request.status)).toEqual([500, 503, 200]);
    expect(fake.objects.has("users/u1/a.png")).toBe(true);
  });

  it("gives up after its retries with an UNAVAILABLE error naming the operation, not the secret", async () => {
    const storage = storageFor({ maxRetries: 2 });
    fake.failNext(3, 500);
    const error = await storage.get("users/u1/a.png").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "UNAVAILABLE", detail: "S3 GET users/u1/a.png: HTTP 500 InternalError" });
    expect(JSON.stringify(error)).not.toContain(fake.secretAccessKey);
    expect(fake.requests).toHaveLength(3);
  });

  it("does not retry a 4xx: a request the store refuses fails at once", async () => {
    const storage = storageFor({ secretAccessKey: "not-the-secret" });
    await expect(storage.put("users/u1/a.png", bytes("a"))).rejects.toMatchObject({
      code: "UNAVAILABLE",
      detail: "S3 PUT users/u1/a.png: HTTP 403 SignatureDoesNotMatch",
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("tells a missing bucket from a missing object", async () => {
    const storage = storageFor({ bucket: "another-bucket" });
    await expect(storage.get("users/u1/a.png")).rejects.toMatchObject({ detail: "S3 GET users/u1/a.png: HTTP 404 NoSuchBucket" });
  });

  it("times out an attempt that gets no answer, and retries it", async () => {
    const storage = storageFor({ timeoutMs: 200, maxRetries: 1 });
    fake.stallNext(1);
    await storage.put("users/u1/a.png", bytes("a"));
    expect(fake.requests.map((request) => request.status)).toEqual([0, 200]);

    fake.stallNext(2);
    await expect(storage.get("users/u1/a.png")).rejects.toMatchObject({
      code: "UNAVAILABLE",
      detail: expect.stringMatching(/^S3 GET users\/u1\/a\.png: no answer after 2 attempt\(s\)/),
    });
  });

  it("caps what it sends and what it reads", async () => {
    await storageFor().put("big/file.txt", new Uint8Array(2048));
    const small = storageFor({ maxObjectBytes: 1024 });
    await expect(small.put("big/other.txt", new Uint8Array(1025))).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    await expect(small.get("big/file.txt")).rejects.toMatchObject({ code: "UNAVAILABLE", detail: expect.stringContaining("too large") });
    expect(fake.objects.has("big/other.txt")).toBe(false);
  });

  it("addresses the bucket as a host name unless path style is asked for", async () => {
    const seen: string[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      seen.push(String(input));
      return new Response(seen.length === 1 ? null : '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><IsTruncated>false</IsTruncated></ListBucketResult>', { status: 200 });
    });
    try {
      const storage = storageFor({ endpoint: "https://s3.eu-west-2.amazonaws.com/", forcePathStyle: false });
      await storage.put("users/u1/a.png", bytes("a"));
      expect(await storage.list("users/u1/")).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(seen).toEqual([
      `https://${fake.bucket}.s3.eu-west-2.amazonaws.com/users/u1/a.png`,
      `https://${fake.bucket}.s3.eu-west-2.amazonaws.com/?list-type=2&prefix=users%2Fu1%2F&max-keys=1000`,
    ]);
  });

  it("refuses bad keys before sending anything", async () => {
    const storage = storageFor();
    await expect(storage.put("../x.png", bytes("x"))).rejects.toThrow(/invalid storage key/);
    await expect(storage.deletePrefix("")).rejects.toThrow(/invalid storage prefix/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("the fake S3 server", () => {
  it("refuses unsigned requests and a body that does not match its signed hash", async () => {
    const unsigned = await fetch(`${fake.url}/${fake.bucket}/a.png`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain("<Code>AccessDenied</Code>");

    // A body swapped after signing: the hash header no longer matches.
    const { AwsV4Signer } = await import("aws4fetch");
    const signed = await new AwsV4Signer({
      method: "PUT",
      url: `${fake.url}/${fake.bucket}/a.png`,
      headers: { "x-amz-content-sha256": sha256("original") },
      accessKeyId: fake.accessKeyId,
      secretAccessKey: fake.secretAccessKey,
      service: "s3",
      region: fake.region,
    }).sign();
    const swapped = await fetch(signed.url, { method: "PUT", headers: signed.headers, body: "tampered" });
    expect(swapped.status).toBe(400);
    expect(await swapped.text()).toContain("<Code>XAmzContentSHA256Mismatch</Code>");
    expect(fake.objects.size).toBe(0);
  });
});
