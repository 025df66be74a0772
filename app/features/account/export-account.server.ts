import type { Db } from "~/platform/db/client.server";
import { createZip } from "~/platform/files/zip.server";
import { getLogger } from "~/platform/logger.server";
import { getStorage } from "~/platform/storage/get-storage.server";

import { ACCOUNT_DATA_PARTS } from "./account-parts.server";

export const EXPORT_FORMAT_VERSION = 2;

/** Where the export's JSON sits inside the download, and where the pictures go. */
export const EXPORT_DATA_FILE = "your-data.json";
export const EXPORT_README_FILE = "READ-ME-FIRST.txt";
const PICTURES_FOLDER = "pictures";

interface ExportedFile {
  /** Its path inside the download. */
  file: string;
  /** The name the data uses for it (a card's frontImageKey, the profile's avatar). */
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

/** What each section of your-data.json holds, in words a student or a parent can follow. */
const SECTION_GUIDE: Record<string, string> = {
  account: "your name, email address, when you joined, how you sign in, and the devices signed in to your account (with their internet address and browser)",
  profile: "your exam boards, target grades, trial dates, when you confirmed your age, and whether you have a profile picture",
  subscription: "your plan and its dates (Marker never sees or keeps card details: they stay with the payment provider)",
  usage: "how many answers you sent for marking on each day (your daily allowance)",
  submissions: "every question you answered, with the source, your answer, and its mark, grade and feedback",
  shareLinks: "the share links you made for your results (the secret part of each link is not kept, so it is not here either)",
  flashcards:
    "your flashcard sets and cards (with what you wrote about each picture), and each time you rated a card. A card's stability, difficulty, due date and state are how the spaced-repetition scheduler decides when to show it again",
  practicePapers: "your practice papers, and the answers you wrote in them",
  studyPlan: "your study plan",
};

async function collect(db: Db, userId: string, now: Date) {
  const sections: Record<string, unknown> = {};
  const keys = new Set<string>();
  for (const part of ACCOUNT_DATA_PARTS) {
    sections[part.name] = await part.export(db, userId);
    for (const key of (await part.files?.(db, userId)) ?? []) keys.add(key);
  }
  const files: ExportedFile[] = [];
  for (const key of keys) {
    try {
      const stored = await getStorage().get(key);
      if (stored) files.push({ file: `${PICTURES_FOLDER}/${key}`, key, contentType: stored.contentType, bytes: stored.bytes });
    } catch (error) {
      getLogger().warn({ err: error }, "an uploaded file could not be read for the export");
    }
  }
  const data = {
    format: "marker-account-export",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    about: `Everything Marker keeps about your account. ${EXPORT_README_FILE} explains each part. Payment card details are never kept by Marker: they stay with the payment provider.`,
    ...sections,
    uploadedFiles: files.map(({ file, key, contentType }) => ({ file, key, contentType })),
  };
  return { data, files, sections };
}

/**
 * Everything Marker holds about one person, and only that person (UK GDPR articles 15 and 20), as the data the
 * download's your-data.json holds: each feature's part, and the list of pictures they uploaded (each with its
 * place in the download and the key the data names it by).
 */
export async function exportAccountData(db: Db, userId: string, now: Date = new Date()) {
  return (await collect(db, userId, now)).data;
}

function countOf(value: unknown): string {
  if (Array.isArray(value)) return value.length === 1 ? "1 item" : `${value.length} items`;
  return value === null || value === undefined ? "nothing" : "yes";
}

/** The plain-text guide at the top of the download: what is in it, what each part means, how to open it. */
function readMe(sections: Record<string, unknown>, files: readonly ExportedFile[], now: Date): string {
  const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "long", timeStyle: "short" }).format(now);
  const lines = [
    "Your Marker data",
    "================",
    "",
    `This download holds everything Marker keeps about your account, as it was on ${day} (UK time).`,
    "",
    "What is in it:",
    `- ${EXPORT_DATA_FILE}: all of your data in one file, in a format called JSON. Any text editor opens it, and other`,
    "  apps can read it too. Dates and times in it are in UTC (add one hour for British Summer Time).",
  ];
  // A ZIP holds no empty folders: without pictures there is no pictures/ folder, so the guide does not name one.
  if (files.length > 0) {
    lines.push(
      `- ${PICTURES_FOLDER}/: the ${files.length === 1 ? "picture" : `${files.length} pictures`} you uploaded (your profile picture and card pictures), as WebP images that any web browser opens. In ${EXPORT_DATA_FILE}, a card's frontImageKey or backImageKey is the picture's path inside this folder, and frontImageDescription or backImageDescription is what you wrote about it.`,
    );
  }
  lines.push(
    "",
    `The parts of ${EXPORT_DATA_FILE}:`,
  );
  for (const [name, section] of Object.entries(sections)) {
    const guide = SECTION_GUIDE[name] ?? "data kept for this part of Marker";
    const counts = section && typeof section === "object" ? Object.entries(section as Record<string, unknown>).map(([field, value]) => `${field}: ${countOf(value)}`) : [];
    lines.push(`- ${name}: ${guide}.${counts.length > 0 ? ` (${counts.join("; ")})` : ""}`);
  }
  lines.push(
    "",
    "What is not in it: your password (Marker keeps only a scrambled check of it, which cannot be turned back into the",
    "password), the secret parts of your sign-in sessions and share links, and payment card details.",
    "",
    "To delete your account and everything in it, go to Profile, then Your data, then Delete my account.",
    "",
  );
  return lines.join("\n");
}

/**
 * The download behind "Download my data": one ZIP file with a plain-text guide (READ-ME-FIRST.txt), all the data
 * (your-data.json) and the pictures as image files, so a student or a parent can open every part without tools.
 */
export async function exportAccountArchive(db: Db, userId: string, now: Date = new Date()): Promise<Uint8Array> {
  const { data, files, sections } = await collect(db, userId, now);
  return createZip([
    { path: EXPORT_README_FILE, bytes: Buffer.from(readMe(sections, files, now), "utf8"), modifiedAt: now },
    { path: EXPORT_DATA_FILE, bytes: Buffer.from(JSON.stringify(data, null, 2), "utf8"), modifiedAt: now },
    ...files.map((file) => ({ path: file.file, bytes: file.bytes, modifiedAt: now })),
  ]);
}

/** The download's file name: marker-data-YYYY-MM-DD.zip (London date). */
export function exportFileName(now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `marker-data-${day}.zip`;
}
