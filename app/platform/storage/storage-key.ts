import { createHash, randomBytes } from "node:crypto";

import { AppError } from "~/platform/errors";

/** The content type of each extension a key may end in; the one table both stores use. */
export const CONTENT_TYPES = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  zip: "application/zip",
} as const;

export type StorageExtension = keyof typeof CONTENT_TYPES;

const MAX_KEY_LENGTH = 512;
// Every segment starts with a letter or digit: no `.`, `..`, hidden names or the stores' own temporary
// files (which start with a dot), and no empty segment (`//`, leading or trailing `/`).
const SEGMENT = "[a-z0-9][a-z0-9_.-]*";
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const PREFIX_PATTERN = new RegExp(`^(?:${SEGMENT}/)+$`);

function invalid(what: string, value: string, reason: string): never {
  throw new AppError("INTERNAL", undefined, { detail: `invalid storage ${what} ${JSON.stringify(value)}: ${reason}` });
}

/** Checks a key and returns its content type; throws for a key no store accepts. */
export function assertStorageKey(key: string): string {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) invalid("key", key, `length must be 1-${MAX_KEY_LENGTH}`);
  if (!KEY_PATTERN.test(key)) invalid("key", key, "segments of [a-z0-9_.-] starting with a letter or digit, joined by /");
  const extension = key.slice(key.lastIndexOf(".") + 1);
  const contentType = (CONTENT_TYPES as Record<string, string>)[extension];
  if (key.lastIndexOf(".") <= key.lastIndexOf("/") || !contentType) {
    invalid("key", key, `must end in one of .${Object.keys(CONTENT_TYPES).join(", .")}`);
  }
  return contentType;
}

/** Checks a prefix for list and deletePrefix: whole segments ending in `/`, never the empty prefix. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix.length === 0 || prefix.length > MAX_KEY_LENGTH) invalid("prefix", prefix, `length must be 1-${MAX_KEY_LENGTH}`);
  if (!PREFIX_PATTERN.test(prefix)) invalid("prefix", prefix, "whole key segments ending in /");
}

/** The extension for a content type we store (an image module's output, say). */
export function extensionForContentType(contentType: string): StorageExtension | null {
  const match = Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType);
  return match ? (match[0] as StorageExtension) : null;
}

/**
 * The folder of everything one user uploaded (`users/<hash>/`): user ids may hold characters keys may not,
 * and the hash keeps ids out of object names. Account deletion removes this prefix.
 */
export function userStoragePrefix(userId: string): string {
  return `users/${createHash("sha256").update(`marker-user:${userId}`).digest("hex").slice(0, 32)}/`;
}

/** A new, unguessable key for one of the user's files: `users/<hash>/<kind>-<random>.<extension>`. */
export function newUserStorageKey(userId: string, kind: string, extension: StorageExtension): string {
  return assertKeyShape(`${userStoragePrefix(userId)}${kind}-${randomBytes(16).toString("hex")}.${extension}`);
}

/** True when a key lies in the user's own folder (a key from a request is checked with this first). */
export function isUserStorageKey(userId: string, key: string): boolean {
  return key.startsWith(userStoragePrefix(userId)) && KEY_PATTERN.test(key);
}

function assertKeyShape(key: string): string {
  assertStorageKey(key);
  return key;
}
