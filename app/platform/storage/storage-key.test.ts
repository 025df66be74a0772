import { describe, expect, it } from "vitest";

import { assertStorageKey, assertStoragePrefix, extensionForContentType } from "./storage-key";

describe("storage keys", () => {
  it.each([
    ["users/u_1/avatar.webp", "image/webp"],
    ["cards/set-9/card-3.jpg", "image/jpeg"],
    ["exports/2026-11-21.json", "application/json"],
    ["a.png", "image/png"],
  ])("accepts %s and gives its content type from the extension", (key, contentType) => {
    expect(assertStorageKey(key)).toBe(contentType);
  });

  it.each([
    ["", "empty"],
    ["../etc/passwd.txt", "a parent segment"],
    ["users/../../secret.txt", "a parent segment inside"],
    ["users/./a.png", "a dot segment"],
    ["/etc/a.png", "an absolute path"],
    ["users//a.png", "an empty segment"],
    ["users/a.png/", "a trailing slash"],
    ["Users/A.PNG", "capital letters"],
    ["users/a b.png", "a space"],
    ["users\\a.png", "a backslash"],
    ["users/%2e%2e/a.png", "percent escapes"],
    ["users/.tmp-123.png", "a hidden name (the local store's temporary files start with a dot)"],
    ["users/a.exe", "an unknown extension"],
    ["users/avatar", "no extension"],
    ["users.png/avatar", "an extension only on a folder"],
    ["users/a.png\u0000.txt", "a NUL byte"],
    [`${"a/".repeat(300)}a.png`, "too long"],
  ])("refuses %j (%s)", (key) => {
    expect(() => assertStorageKey(key)).toThrow(/invalid storage key/);
  });

  it("takes prefixes of whole segments ending in /, never the whole store", () => {
    expect(() => assertStoragePrefix("users/u1/")).not.toThrow();
    for (const prefix of ["", "/", "users/u1", "users/../", "../", "users//", "Users/"]) {
      expect(() => assertStoragePrefix(prefix), prefix).toThrow(/invalid storage prefix/);
    }
  });

  it("maps the image module's output types to extensions", () => {
    expect(extensionForContentType("image/webp")).toBe("webp");
    expect(extensionForContentType("image/jpeg")).toBe("jpg");
    expect(extensionForContentType("image/svg+xml")).toBeNull();
  });
});
