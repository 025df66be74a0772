import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { getConfig, parseConfig, setConfig } from "~/platform/config.server";

import { createStorage, getStorage, setStorage } from "./get-storage.server";
import type { Storage } from "./storage";

const s3 = {
  S3_ENDPOINT: "http://127.0.0.1:9000/",
  S3_BUCKET: "marker-uploads",
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "minio",
  S3_SECRET_ACCESS_KEY: "minio-secret",
};

describe("storage settings", () => {
  it("keeps files under DATA_DIR/uploads when no S3 setting is set (and as .env.example leaves them)", () => {
    expect(parseConfig({ DATA_DIR: "/var/lib/marker" }).storage).toEqual({ kind: "local", dir: "/var/lib/marker/uploads" });
    expect(parseConfig({ S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: "false" }).storage.kind).toBe("local");
    expect(createStorage(parseConfig({}).storage).kind).toBe("local");
  });

  it("uses S3 when all five are set", () => {
    const config = parseConfig({ ...s3, S3_FORCE_PATH_STYLE: "true" });
    expect(config.storage).toEqual({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      bucket: "marker-uploads",
      region: "us-east-1",
      accessKeyId: "minio",
      secretAccessKey: "minio-secret",
      forcePathStyle: true,
    });
    expect(createStorage(config.storage).kind).toBe("s3");
    expect(parseConfig(s3).storage).toMatchObject({ forcePathStyle: false });
  });

  it.each(Object.keys(s3))("refuses S3 settings without %s, naming it", (missing) => {
    const partial: Record<string, string> = { ...s3 };
    delete partial[missing];
    expect(() => parseConfig(partial)).toThrow(new RegExp(`${missing}: required when S3_\\w+ is set`));
  });

  it.each([
    ["S3_ENDPOINT", "ftp://store.example"],
    ["S3_BUCKET", "Not_A_Bucket"],
    ["S3_REGION", "EU West"],
    ["S3_FORCE_PATH_STYLE", "maybe"],
  ])("refuses a bad %s", (name, value) => {
    expect(() => parseConfig({ ...s3, [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe("getStorage", () => {
  const original = getConfig();
  afterEach(() => {
    setStorage(undefined);
    setConfig(original);
  });

  it("creates one store for the process from the configuration, and tests can replace it", () => {
    setStorage(undefined);
    setConfig(parseConfig({ DATA_DIR: path.resolve(".tmp/storage-test") }));
    const first = getStorage();
    expect(first.kind).toBe("local");
    expect(getStorage()).toBe(first);

    const standIn = { kind: "s3" } as Storage;
    setStorage(standIn);
    expect(getStorage()).toBe(standIn);
  });
});
