import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { profiles } from "~/platform/db/schema";
import { createLocalStorage } from "~/platform/storage/local-storage.server";
import { setStorage } from "~/platform/storage/get-storage.server";
import { userStoragePrefix } from "~/platform/storage/storage-key";

import { action, loader } from "../../routes/profile.avatar";
import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { GPS_IFD_POINTER, ifd0Tags, phonePhoto, pngBomb, SECRET_PUPIL_NAME } from "../../../tests/support/test-images";
import { AVATAR_MAX_BYTES, saveAvatar } from "./avatar.server";

const database = await setupTestDatabase();
const db = database.db;
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const uploads = mkdtempSync(path.join(tmpdir(), "marker-avatars-"));
const storage = createLocalStorage({ dir: uploads });
setStorage(storage);
afterAll(() => {
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});

type Student = Awaited<ReturnType<typeof createStudent>>;
const sessionOf = (student: Student) => ({ user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } });

async function upload(student: Student, bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.set("avatar", new File([Buffer.from(bytes)], fileName, { type }));
  const request = new Request("http://marker.test/profile/avatar", { method: "POST", body: form, headers: { accept: "application/json" } });
  return (await action({ request, context: { session: sessionOf(student) }, params: {} } as unknown as Parameters<typeof action>[0])) as Response;
}

async function fetchAvatar(student: Student) {
  const request = new Request("http://marker.test/profile/avatar");
  return (await loader({ request, context: { session: sessionOf(student) }, params: {} } as unknown as Parameters<typeof loader>[0])) as Response;
}

const keyOf = async (student: Student) => (await db.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.userId, student.id)))[0]?.key ?? null;
const filesOf = (student: Student) => {
  const dir = path.join(uploads, userStoragePrefix(student.id));
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe("C3: avatar uploads", () => {
  it("stores a phone photo re-encoded, square and with no EXIF or GPS, under a random key only its owner can read", async () => {
    const student = await createStudent(db);
    const photo = await phonePhoto();
    expect(ifd0Tags((await sharp(photo).metadata()).exif!)).toContain(GPS_IFD_POINTER);
    const response = await upload(student, photo, "holiday.jpg", "image/jpeg");
    expect(response.status).toBe(200);
    const key = await keyOf(student);
    expect(key).toMatch(new RegExp(`^${userStoragePrefix(student.id)}avatar-[0-9a-f]{32}\\.webp$`));

    // The stored copy, byte by byte: a WebP with no metadata block and none of the photo's secrets.
    const stored = (await storage.get(key!))!.bytes;
    const raw = Buffer.from(stored);
    expect(raw.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(raw.subarray(8, 12).toString("latin1")).toBe("WEBP");
    for (const chunk of ["EXIF", "XMP ", "ICCP"]) expect(raw.includes(chunk), chunk).toBe(false);
    for (const trace of ["Exif", "GPS", "PhoneMaker", SECRET_PUPIL_NAME]) expect(raw.includes(trace), trace).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(meta.exif).toBeUndefined();

    const served = await fetchAvatar(student);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/^private/);
    expect(Buffer.from(await served.arrayBuffer()).equals(raw)).toBe(true);
  });

  it("B2: another student gets their own avatar or nothing, never someone else's", async () => {
    const owner = await createStudent(db);
    const other = await createStudent(db);
    await upload(owner, await sharp({ create: { width: 64, height: 64, channels: 3, background: "#00ff00" } }).png().toBuffer(), "me.png", "image/png");
    expect((await fetchAvatar(other)).status).toBe(404);
    const anonymous = (await loader({ request: new Request("http://marker.test/profile/avatar"), context: {}, params: {} } as unknown as Parameters<typeof loader>[0])) as Response;
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ["an SVG with a script", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "me.svg", "image/svg+xml"],
    ["an HTML page renamed .png", Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"), "me.png", "image/png"],
    ["a GIF/JavaScript polyglot", Buffer.from("GIF89a/*\x00\x00*/=alert(1)//"), "me.png", "image/png"],
    ["a text file", Buffer.from("just some words"), "me.jpg", "image/jpeg"],
  ])("refuses %s with a clear message and stores nothing", async (_name, bytes, fileName, type) => {
    const student = await createStudent(db);
    const response = await upload(student, bytes, fileName, type);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe("That file is not a picture we can use. Please upload a JPEG, PNG or WebP image.");
    expect(await keyOf(student)).toBeNull();
    expect(filesOf(student)).toEqual([]);
  });

  it("refuses a 20,000 x 20,000 PNG from its header, before decoding it", async () => {
    const student = await createStudent(db);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
    const response = await upload(student, bomb, "huge.png", "image/png");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/too many pixels|too big|too large/i);
    expect(await keyOf(student)).toBeNull();
  });

  it("refuses a file over the size limit", async () => {
    const student = await createStudent(db);
    const saved = await saveAvatar(db, student.id, new Uint8Array(AVATAR_MAX_BYTES + 1));
    expect(saved).toMatchObject({ ok: false, code: "BAD_REQUEST", field: "avatar" });
    expect(await keyOf(student)).toBeNull();
  });

  it("replaces and removes: the old picture is deleted each time", async () => {
    const student = await createStudent(db);
    const png = (colour: string) => sharp({ create: { width: 80, height: 80, channels: 3, background: colour } }).png().toBuffer();
    await upload(student, await png("#ff0000"), "a.png", "image/png");
    const first = await keyOf(student);
    await upload(student, await png("#0000ff"), "b.png", "image/png");
    const second = await keyOf(student);
    expect(second).not.toBe(first);
    expect(filesOf(student)).toEqual([path.basename(second!)]);

    const form = new FormData();
    form.set("intent", "remove");
    const removed = (await action({
      request: new Request("http://marker.test/profile/avatar", { method: "POST", body: form }),
      context: { session: sessionOf(student) },
      params: {},
    } as unknown as Parameters<typeof action>[0])) as Response;
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/profile?avatar=removed");
    expect(await keyOf(student)).toBeNull();
    expect(filesOf(student)).toEqual([]);
    expect((await fetchAvatar(student)).status).toBe(404);
  });
});
