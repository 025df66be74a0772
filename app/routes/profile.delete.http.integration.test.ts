import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { REAUTH_MESSAGES } from "~/features/account/reauthenticate.server";
import { imagePrefixOf, uploadCardImage } from "~/features/flashcards/card-images.server";
import { createLocalStorage } from "~/platform/storage/local-storage.server";
import { setStorage } from "~/platform/storage/get-storage.server";
import { userStoragePrefix } from "~/platform/storage/storage-key";

import { startHttpApp } from "../../tests/support/http-app";

/**
 * "Delete my account" over HTTP, as a browser without JavaScript posts it: a refusal keeps what was typed but the
 * password, and a deletion tells the browser to forget the tab's drafts and leaves no folder named after the user.
 */

const app = await startHttpApp();
const dataDir = mkdtempSync(path.join(tmpdir(), "marker-profile-delete-"));
const uploads = path.join(dataDir, "uploads");
setStorage(createLocalStorage({ dir: uploads }));
afterAll(() => {
  setStorage(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

const deleteForm = (cookie: string, fields: { password: string; confirmation: string }) => app.postForm("/profile/delete", fields, cookie);

const page = async (location: string, cookie: string) => {
  const answer = await app.request(location.replace(/#.*/, ""), { cookie });
  expect(answer.status).toBe(200);
  return answer.text();
};

const inputNamed = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

/** Every folder under the uploads folder, as paths relative to it. */
const foldersUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

/** A multipart avatar form as a browser without JavaScript sends it. */
async function uploadAvatar(cookie: string) {
  const form = new FormData();
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#2255aa" } }).png().toBuffer();
  form.set("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  const answer = await app.request("/profile/avatar", { method: "POST", cookie, headers: { Origin: app.origin }, body: form });
  expect(answer.headers.get("location")).toBe("/profile?avatar=saved");
}

describe("Delete my account", () => {
  it("after a wrong password, the page comes back with DELETE still typed and the password field empty", async () => {
    const student = await app.signedInStudent();
    const refused = await deleteForm(student.cookie, { password: "not my password at all", confirmation: "DELETE" });
    expect(refused.status).toBe(302);
    const location = refused.headers.get("location")!;
    expect(location).toBe("/profile?delete=failed&reason=wrong-password&confirmed=1#your-data");
    // Nothing is deleted, and the tab keeps its drafts.
    expect(refused.headers.get("clear-site-data")).toBeNull();
    const html = await page(location, student.cookie);
    expect(html).toContain(REAUTH_MESSAGES.wrongPassword);
    expect(inputNamed(html, "confirmation")).toContain('value="DELETE"');
    expect(inputNamed(html, "password")).not.toContain("value=");
  });

  it("with the right password and 'delete' in small letters, marks the confirmation field, not the password, as the one to fix", async () => {
    const student = await app.signedInStudent();
    const refused = await deleteForm(student.cookie, { password: student.password, confirmation: "delete" });
    const html = await page(refused.headers.get("location")!, student.cookie);
    expect(html).toContain("Please type DELETE in capital letters to confirm.");
    expect(inputNamed(html, "confirmation")).toContain('aria-invalid="true"');
    expect(inputNamed(html, "password")).not.toContain("aria-invalid");
  });

  it("fills in DELETE only when DELETE was typed, and only on a refused deletion", async () => {
    const student = await app.signedInStudent();
    const blank = await deleteForm(student.cookie, { password: "not my password at all", confirmation: "" });
    expect(blank.headers.get("location")).toBe("/profile?delete=failed&reason=wrong-password#your-data");
    expect(inputNamed(await page(blank.headers.get("location")!, student.cookie), "confirmation")).not.toContain("value=");
    // A link cannot fill it in on a page that has nothing to say about a deletion.
    expect(inputNamed(await page("/profile?confirmed=1", student.cookie), "confirmation")).not.toContain("value=");
  });

  it("tells the browser to forget the tab's storage and clears the session cookie, as Sign Out does", async () => {
    const student = await app.signedInStudent();
    const deleted = await deleteForm(student.cookie, { password: student.password, confirmation: "DELETE" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/?account=deleted");
    expect(deleted.headers.get("clear-site-data")).toBe('"storage"');
    expect(deleted.headers.getSetCookie().some((cookie) => /^better-auth\.session_token=;.*Max-Age=0/.test(cookie))).toBe(true);
  });

  it("leaves no folder named after the user in the uploads folder (avatar and card pictures), and the uploads folder itself stays", async () => {
    const other = await app.signedInStudent();
    await uploadAvatar(other.cookie);
    const student = await app.signedInStudent();
    await uploadAvatar(student.cookie);
    const picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#aa5522" } }).png().toBuffer();
    const uploaded = await uploadCardImage(app.database.db, student.id, new Uint8Array(picture));
    expect(uploaded.ok).toBe(true);
    const ownFolders = [userStoragePrefix(student.id), imagePrefixOf(student.id)].map((prefix) => path.join(...prefix.split("/").filter(Boolean)));
    expect(foldersUnder(uploads)).toEqual(expect.arrayContaining(ownFolders));

    const deleted = await deleteForm(student.cookie, { password: student.password, confirmation: "DELETE" });
    expect(deleted.headers.get("location")).toBe("/?account=deleted");
    const left = foldersUnder(uploads);
    for (const folder of ownFolders) expect(left).not.toContain(folder);
    // The card pictures' folder had no one else's in it: it goes too. The other student's avatar stays.
    expect(left).not.toContain("flashcards");
    expect(left).toContain(path.join(...userStoragePrefix(other.id).split("/").filter(Boolean)));
  });

  it("emails the address it had, saying what support can do if it was not them, without suggesting it can be undone", async () => {
    const student = await app.signedInStudent({ name: "Mary Anning" });
    const deleted = await deleteForm(student.cookie, { password: student.password, confirmation: "DELETE" });
    expect(deleted.headers.get("location")).toBe("/?account=deleted");
    const message = [...app.smtp.messages].reverse().find((sent) => sent.envelopeTo.includes(student.email));
    // Quoted-printable lines folded back together, as a mail program shows them.
    const email = message!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=").replace(/\r?\n/g, " ");
    expect(email).toMatch(/Subject: Your Marker account has been deleted/);
    expect(email).toContain("Hi Mary,");
    expect(email).toContain("If you did not ask for this, someone else may have got into your account.");
    expect(email).toContain("A deleted account cannot be brought back, but reply to this email");
    expect(email).toContain(`(it goes to ${app.config.supportEmail}) and we will help you find out how it happened.`);
    expect(email).toContain("change the password of your email account, and anywhere else you used your Marker password.");
    // Nothing that asks for haste, as if a quick reply could still save the account.
    expect(email).not.toContain("straight away");
  });
});
