import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";

import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import {
  attachableImageKey,
  cardImageKeysOfSet,
  deleteCardImages,
  readCardImage,
  userPartOf,
} from "~/features/flashcards/card-images.server";
import { cardImageKeyFromUrlPart } from "~/features/flashcards/card-image-keys";
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import { flashcards, flashcardSets, profiles } from "~/platform/db/schema";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import { setStorage } from "~/platform/storage/get-storage.server";
import { createLocalStorage } from "~/platform/storage/local-storage.server";

import { createStudent } from "../../tests/support/factories";
import { setupTestDatabase } from "../../tests/support/setup-test-database";
import { action as uploadAction, loader as uploadLoader } from "./api.flashcards.images";
import { loader as imageLoader } from "./flashcard-images";

const database = await setupTestDatabase();
const db = database.db;
setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
setDatabase(database);
const uploadsDir = await mkdtemp(path.join(tmpdir(), "marker-card-images-"));
const storage = createLocalStorage({ dir: uploadsDir });
setStorage(storage);
afterAll(async () => {
  setStorage(undefined);
  await rm(uploadsDir, { recursive: true, force: true });
});

type Student = Awaited<ReturnType<typeof createStudent>>;

function contextFor(student: Student | null) {
  return { session: student ? { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } } : null };
}

async function upload(student: Student | null, file: Blob | string | null, fileName = "photo.jpg") {
  const form = new FormData();
  if (typeof file === "string") form.append("file", file);
  else if (file) form.append("file", file, fileName);
  const response = (await uploadAction({
    request: new Request("http://marker.test/api/flashcards/images", { method: "POST", body: form }),
    context: contextFor(student),
    params: {},
  } as unknown as Parameters<typeof uploadAction>[0])) as Response;
  return { status: response.status, headers: response.headers, body: (await response.json()) as { key?: string; url?: string; error?: { code: string; message: string } } };
}

async function fetchImage(student: Student | null, url: string) {
  const key = decodeURIComponent(url.replace(/^\/flashcard-images\//, ""));
  return (await imageLoader({
    request: new Request(`http://marker.test${url}`),
    context: contextFor(student),
    params: { key },
  } as unknown as Parameters<typeof imageLoader>[0])) as Response;
}

const asFile = (bytes: Uint8Array | Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** A phone photo: GPS, camera make and an author in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366cc" } })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "PhoneModel X", Artist: "Pupil Name" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2646/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3954/100" },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  let crc = 0xffffffff;
  for (const byte of body) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  const crcBytes = Buffer.alloc(4);
  crcBytes.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, crcBytes]);
}

/** 20,000 x 20,000 pixels in a few tens of KB (a decompression bomb). */
function pngBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const NOT_A_PICTURE = "That file is not a picture we can use. Please upload a JPEG, PNG or WebP image.";

async function storedKeysOf(student: Student) {
  return storage.list(`flashcards/${userPartOf(student.id)}/`);
}

describe("uploading a card picture (C3)", () => {
  it("stores a phone photo re-encoded as WebP without its metadata, under a random key with the user's part", async () => {
    const student = await createStudent(db);
    const photo = await phonePhoto();
    expect(photo.includes("PhoneMaker")).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const first = await upload(student, asFile(photo, "image/jpeg"));
    expect(first.status).toBe(201);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const key = first.body.key!;
    expect(key).toMatch(new RegExp(`^flashcards/${userPartOf(student.id)}/[0-9a-z]{6,12}_[0-9a-f]{32}\\.webp$`));
    expect(first.body.url).toMatch(/^\/flashcard-images\/[0-9a-f]+-[0-9a-z]+_[0-9a-f]{32}\.webp$/);
    expect(cardImageKeyFromUrlPart(decodeURIComponent(first.body.url!.split("/").pop()!))).toBe(key);
    // The same picture again: another key, nothing guessable from the first.
    const second = await upload(student, asFile(photo, "image/jpeg"));
    expect(second.body.key).not.toBe(key);
    expect(await storedKeysOf(student)).toEqual([key, second.body.key].sort());

    const stored = await storage.get(key);
    const metadata = await sharp(stored!.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 300, 200]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    const raw = Buffer.from(stored!.bytes);
    for (const trace of ["Exif", "GPS", "PhoneMaker", "PhoneModel", "Pupil Name"]) expect(raw.includes(trace), trace).toBe(false);

    // Served back to its owner as a picture, never sniffed, kept only by the owner's browser.
    const served = await fetchImage(student, first.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toBe("inline");
    expect(served.headers.get("Cache-Control")).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(raw)).toBe(true);
  });

  it.each([
    ["an SVG with a script", () => asFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml"), "drawing.svg", 400, NOT_A_PICTURE],
    ["an HTML page renamed .png", () => asFile(Buffer.from("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>"), "image/png"), "cat.png", 400, NOT_A_PICTURE],
    ["a GIF/JavaScript polyglot", () => asFile(Buffer.from("GIF89a/*\x00\x00\x00*/=alert(document.domain)//;"), "image/gif"), "cat.gif", 400, NOT_A_PICTURE],
    [
      "a PNG signature over an HTML page (polyglot)",
      () => asFile(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<html><script>alert(1)</script></html>")]), "image/png"),
      "cat.png",
      400,
      null,
    ],
    ["a text file named .jpg", () => asFile(Buffer.from("my revision notes"), "image/jpeg"), "notes.jpg", 400, NOT_A_PICTURE],
    ["an empty file", () => asFile(Buffer.alloc(0), "image/jpeg"), "empty.jpg", 400, "That file is empty. Please choose a picture to upload."],
    ["a picture over 5 MB", () => asFile(Buffer.alloc(FLASHCARD_LIMITS.imageBytes + 1, 0xff), "image/jpeg"), "big.jpg", 413, "That picture is too large. Please upload one under 5 MB."],
    ["a 20,000 x 20,000 PNG (pixel bomb)", () => asFile(pngBomb(), "image/png"), "bomb.png", 400, "That picture is too big to use. Please make it smaller or choose a different one."],
  ])("refuses %s with a clear message and stores nothing", async (_, make, fileName, status, message) => {
    const student = await createStudent(db);
    const answer = await upload(student, make(), fileName);
    expect(answer.status).toBe(status);
    if (message) expect(answer.body.error?.message).toBe(message);
    else expect(answer.body.error?.message).toMatch(/^(That file is not a picture we can use|We couldn't read that picture)/);
    expect(answer.body.key).toBeUndefined();
    expect(await storedKeysOf(student)).toEqual([]);
  });

  it("refuses a request with no file, a signed-out visitor, a GET, a lapsed plan and a burst", async () => {
    const student = await createStudent(db);
    expect((await upload(student, null)).body.error?.message).toBe(FLASHCARD_MESSAGES.imageMissing);
    expect((await upload(student, "not a file")).status).toBe(400);
    expect((await upload(null, asFile(await phonePhoto(), "image/jpeg"))).status).toBe(401);
    const get = (await uploadLoader({ context: contextFor(student) } as unknown as Parameters<typeof uploadLoader>[0])) as Response;
    expect(get.status).toBe(404);

    const expired = await createStudent(db);
    await db.update(profiles).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(profiles.userId, expired.id));
    const gated = await upload(expired, asFile(await phonePhoto(), "image/jpeg"));
    expect(gated.status).toBe(403);
    expect(gated.body.error?.message).toBe("Please subscribe to access this feature");
    expect(await storedKeysOf(expired)).toEqual([]);

    for (let i = 0; i < FLASHCARD_LIMITS.imageUploadsPerMinute; i++) {
      await consumeRateLimit(db, { key: `flashcards:images:user:${student.id}`, limit: FLASHCARD_LIMITS.imageUploadsPerMinute, windowSeconds: 60 });
    }
    const burst = await upload(student, asFile(await phonePhoto(), "image/jpeg"));
    expect(burst.status).toBe(429);
    expect(burst.body.error?.message).toBe(FLASHCARD_MESSAGES.imagesTooQuick);
    expect(Number(burst.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await storedKeysOf(student)).toEqual([]);
  });
});

describe("serving a card picture (B2)", () => {
  it("answers 404 to another user, to a made-up key and to a malformed one", async () => {
    const owner = await createStudent(db);
    const other = await createStudent(db);
    const { body } = await upload(owner, asFile(await phonePhoto(), "image/jpeg"));
    expect((await fetchImage(owner, body.url!)).status).toBe(200);
    const stranger = await fetchImage(other, body.url!);
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get("Content-Type")).toContain("application/json");
    // The other user's own part with the owner's file name: still nothing (it is not theirs).
    const file = body.key!.split("/").pop()!;
    expect((await fetchImage(other, `/flashcard-images/${userPartOf(other.id)}-${file}`)).status).toBe(404);
    expect((await fetchImage(owner, `/flashcard-images/${userPartOf(owner.id)}-${file.replace(/[0-9a-f]{32}/, "0".repeat(32))}`)).status).toBe(404);
    for (const bad of ["..%2F..%2Fetc%2Fpasswd", "x.webp", `${userPartOf(owner.id)}-${file.replace(".webp", ".svg")}`]) {
      expect((await fetchImage(owner, `/flashcard-images/${bad}`)).status).toBe(404);
    }
    expect((await fetchImage(null, body.url!)).status).toBe(401);
  });

  it("shows an unattached picture to its owner for an hour, and a picture on one of their cards for as long as it is there", async () => {
    const student = await createStudent(db);
    const { body } = await upload(student, asFile(await phonePhoto(), "image/jpeg"));
    const part = decodeURIComponent(body.url!.split("/").pop()!);
    const later = new Date(Date.now() + FLASHCARD_LIMITS.pendingImageSeconds * 1000 + 60_000);
    expect(await readCardImage(db, student.id, part)).not.toBeNull();
    expect(await readCardImage(db, student.id, part, later)).toBeNull();

    const [set] = await db.insert(flashcardSets).values({ userId: student.id, title: "Pictures" }).returning();
    await db.insert(flashcards).values({ setId: set!.id, userId: student.id, position: 0, front: "What is this?", back: "A picture.", backImageKey: body.key });
    expect(await readCardImage(db, student.id, part, later)).not.toBeNull();
    // Another user's card pointing at it does not open it to them.
    const other = await createStudent(db);
    const [otherSet] = await db.insert(flashcardSets).values({ userId: other.id, title: "Theirs" }).returning();
    await db.insert(flashcards).values({ setId: otherSet!.id, userId: other.id, position: 0, front: "Q?", back: "A", frontImageKey: body.key });
    expect(await readCardImage(db, other.id, part)).toBeNull();
  });
});

describe("attaching and deleting card pictures", () => {
  it("accepts only the user's own stored pictures as a card's frontImageKey/backImageKey", async () => {
    const owner = await createStudent(db);
    const other = await createStudent(db);
    const { body } = await upload(owner, asFile(await phonePhoto(), "image/jpeg"));
    expect(await attachableImageKey(db, owner.id, body.key)).toBe(body.key);
    expect(await attachableImageKey(db, owner.id, ` ${body.key} `)).toBe(body.key);
    expect(await attachableImageKey(db, other.id, body.key)).toBeNull();
    const madeUp = body.key!.replace(/[0-9a-f]{32}\.webp$/, `${"a".repeat(32)}.webp`);
    expect(await attachableImageKey(db, owner.id, madeUp)).toBeNull();
    for (const junk of ["", null, undefined, 42, "users/x/avatar.webp", "../../etc/passwd", body.url]) {
      expect(await attachableImageKey(db, owner.id, junk)).toBeNull();
    }
  });

  it("removes a deleted card's picture from storage, keeping one still on another card and other users' files", async () => {
    const student = await createStudent(db);
    const other = await createStudent(db);
    const photo = asFile(await phonePhoto(), "image/jpeg");
    const shared = (await upload(student, photo)).body.key!;
    const only = (await upload(student, photo)).body.key!;
    const theirs = (await upload(other, photo)).body.key!;
    const [set] = await db.insert(flashcardSets).values({ userId: student.id, title: "Pictures" }).returning();
    const [card] = await db
      .insert(flashcards)
      .values([
        { setId: set!.id, userId: student.id, position: 0, front: "One?", back: "1", frontImageKey: shared, backImageKey: only },
        { setId: set!.id, userId: student.id, position: 1, front: "Two?", back: "2", frontImageKey: shared },
      ])
      .returning();
    expect((await cardImageKeysOfSet(db, student.id, set!.id)).sort()).toEqual([shared, shared, only].sort());
    expect(await cardImageKeysOfSet(db, other.id, set!.id)).toEqual([]);

    await db.delete(flashcards).where(eq(flashcards.id, card!.id));
    expect(await deleteCardImages(db, student.id, [shared, only, theirs, null])).toBe(1);
    expect(await storage.get(only)).toBeNull();
    expect(await storage.get(shared)).not.toBeNull();
    expect(await storage.get(theirs)).not.toBeNull();

    // Deleting the set: read its keys first, delete the rows, then the files.
    const keys = await cardImageKeysOfSet(db, student.id, set!.id);
    await db.delete(flashcardSets).where(eq(flashcardSets.id, set!.id));
    expect(await deleteCardImages(db, student.id, keys)).toBe(1);
    expect(await storage.get(shared)).toBeNull();
    expect(await storage.get(theirs)).not.toBeNull();
  });
});
