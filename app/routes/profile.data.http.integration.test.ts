import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { DOWNLOAD_FAILED, requestDataDownload } from "~/features/account/components/your-data";
import { exportFileName } from "~/features/account/export-account.server";
import { EXPORT_FAILED, EXPORT_TOO_OFTEN } from "~/features/account/profile-notices.server";
import { REAUTH_MESSAGES } from "~/features/account/reauthenticate.server";
import { createLocalStorage } from "~/platform/storage/local-storage.server";
import { setStorage } from "~/platform/storage/get-storage.server";

import { readZip } from "../../tests/support/read-zip";
import { startHttpApp } from "../../tests/support/http-app";

/**
 * "Download my data" over HTTP: the form as a browser without JavaScript sends it, and as the page's script
 * sends it (asking for JSON on failure). The script must only hear "started" when the server sent the file.
 */

const app = await startHttpApp();
// Uploaded pictures in a folder of this file's own.
const dataDir = mkdtempSync(path.join(tmpdir(), "marker-profile-data-"));
setStorage(createLocalStorage({ dir: path.join(dataDir, "uploads") }));
afterAll(() => {
  setStorage(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The page's fetch as a browser makes it: same origin, the session cookie, redirects followed. */
const browserFetch =
  (cookie: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("cookie", cookie);
    headers.set("Origin", app.origin);
    return fetch(`${app.origin}${String(input)}`, { ...init, headers });
  };

const passwordForm = (password: string) => {
  const form = new FormData();
  form.set("password", password);
  return form;
};

const asScript = (password: string, cookie?: string) =>
  app.request("/profile/data", {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.origin, Accept: "application/zip, application/json" },
    body: new URLSearchParams({ password }),
  });

describe("/profile/data for the page's script", () => {
  it("refuses a wrong password with 403 and the server's message for the password field, and sends no file", async () => {
    const student = await app.signedInStudent();
    const refused = await asScript("not my password at all", student.cookie);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(refused.headers.get("content-disposition")).toBeNull();
    expect(await refused.json()).toEqual({ error: { code: "FORBIDDEN", message: REAUTH_MESSAGES.wrongPassword, field: "password" } });

    // What the page does with it: a failure with the server's words on the password field, never the file.
    const outcome = await requestDataDownload("/profile/data", passwordForm("not my password at all"), browserFetch(student.cookie));
    expect(outcome).toEqual({ ok: false, message: REAUTH_MESSAGES.wrongPassword, field: "password" });
  });

  it("asks for the password when none was typed, on the password field", async () => {
    const student = await app.signedInStudent();
    const outcome = await requestDataDownload("/profile/data", passwordForm(""), browserFetch(student.cookie));
    expect(outcome).toEqual({ ok: false, message: REAUTH_MESSAGES.passwordNeeded, field: "password" });
  });

  it("sends the ZIP, named as the download always was, once the password is right", async () => {
    const student = await app.signedInStudent();
    const outcome = await requestDataDownload("/profile/data", passwordForm(student.password), browserFetch(student.cookie));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.fileName).toBe(exportFileName());
    expect(outcome.fileName).toMatch(/^marker-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = await readZip(new Uint8Array(await outcome.file.arrayBuffer()));
    expect(archive.get("READ-ME-FIRST.txt")?.toString("utf8")).toContain("Your Marker data");
    expect(archive.get("your-data.json")?.toString("utf8")).toContain(student.email);
  });

  it("says when the student has downloaded too often, with 429 and Retry-After, not on the password field", async () => {
    const student = await app.signedInStudent();
    for (let attempt = 0; attempt < 5; attempt++) expect((await asScript("not my password at all", student.cookie)).status).toBe(403);
    const limited = await asScript(student.password, student.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: { code: "RATE_LIMITED", message: EXPORT_TOO_OFTEN } });
  });

  it("answers a script whose session has ended with 401, not the sign-in page", async () => {
    const signedOut = await asScript("anything");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });

  it("uses the same words as the server for a download that could not be made", () => {
    expect(DOWNLOAD_FAILED).toBe(EXPORT_FAILED);
  });
});

describe("/profile/data without JavaScript", () => {
  it("sends the file for the right password, and brings a wrong one or a signed-out visitor back to a page", async () => {
    const student = await app.signedInStudent();
    const accepted = await app.postForm("/profile/data", { password: student.password }, student.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("content-type")).toBe("application/zip");
    expect(accepted.headers.get("content-disposition")).toBe(`attachment; filename="${exportFileName()}"`);

    const refused = await app.postForm("/profile/data", { password: "not my password at all" }, student.cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/profile?data=failed&reason=wrong-password#your-data");

    const signedOut = await app.postForm("/profile/data", { password: "anything" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile%2Fdata");
  });
});

describe("the download's READ-ME-FIRST.txt", () => {
  /** The ZIP a student downloads without JavaScript, as its files. */
  async function download(student: { cookie: string; password: string }) {
    const answer = await app.postForm("/profile/data", { password: student.password }, student.cookie);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    return readZip(new Uint8Array(await answer.arrayBuffer()));
  }

  it("names the pictures folder only when the download has pictures in it", async () => {
    const student = await app.signedInStudent();
    const withoutPictures = await download(student);
    expect([...withoutPictures.keys()].some((file) => file.startsWith("pictures/"))).toBe(false);
    const guide = withoutPictures.get("READ-ME-FIRST.txt")!.toString("utf8");
    expect(guide).toContain("- your-data.json: all of your data in one file");
    expect(guide).not.toContain("pictures/");

    // With a profile picture, the folder is there and the guide says what is in it.
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#2255aa" } }).png().toBuffer();
    form.set("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const uploaded = await app.request("/profile/avatar", { method: "POST", cookie: student.cookie, headers: { Origin: app.origin }, body: form });
    expect(uploaded.headers.get("location")).toBe("/profile?avatar=saved");
    const withPicture = await download(student);
    expect([...withPicture.keys()].filter((file) => file.startsWith("pictures/"))).toHaveLength(1);
    expect(withPicture.get("READ-ME-FIRST.txt")!.toString("utf8")).toMatch(/^- pictures\/: the picture you uploaded \(your profile picture and card pictures\)/m);
  });
});
