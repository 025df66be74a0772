import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { createLocalStorage } from "~/platform/storage/local-storage.server";
import { setStorage } from "~/platform/storage/get-storage.server";

import { createStudent } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { sweepUnattachedCardImages, uploadCardImage } from "./card-images.server";
import { createSet } from "./sets.server";

const database = await setupTestDatabase();
const db = database.db;
const uploads = mkdtempSync(path.join(tmpdir(), "marker-card-sweep-"));
const storage = createLocalStorage({ dir: uploads });
setStorage(storage);
afterAll(() => {
  setStorage(undefined);
  rmSync(uploads, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;

async function pictureUploadedAt(userId: string, when: Date) {
  const bytes = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#336699" } }).png().toBuffer();
  const uploaded = await uploadCardImage(db, userId, bytes, when);
  if (!uploaded.ok) throw new Error(uploaded.message);
  return uploaded.value.key;
}

describe("the housekeeping sweep of pictures never put on a card", () => {
  it("removes every student's pictures older than a day that no card shows, even if they never upload again", async () => {
    const now = new Date();
    const student = await createStudent(db);
    const other = await createStudent(db);
    // (An upload also clears its uploader's old pictures, so the recent one goes first.)
    const recent = await pictureUploadedAt(student.id, new Date(now.getTime() - 60 * 60 * 1000));
    const forgotten = await pictureUploadedAt(student.id, new Date(now.getTime() - 2 * DAY));
    const onACard = await pictureUploadedAt(student.id, new Date(now.getTime() - 2 * DAY));
    const othersForgotten = await pictureUploadedAt(other.id, new Date(now.getTime() - 3 * DAY));
    // The set is saved within the upload's preview hour (the editor's flow), here as of the upload's own time.
    const created = await createSet(db, student.id, { title: "Maps", cards: [{ front: "Where?", back: "Ypres", frontImageKey: onACard }] });
    expect(created.ok).toBe(true);

    expect(await sweepUnattachedCardImages(db, now)).toBeGreaterThanOrEqual(2);
    expect(await storage.get(forgotten)).toBeNull();
    expect(await storage.get(othersForgotten)).toBeNull();
    expect(await storage.get(onACard)).not.toBeNull();
    expect(await storage.get(recent)).not.toBeNull();
    // A second run finds nothing more to do.
    expect(await sweepUnattachedCardImages(db, now)).toBe(0);
  });
});
