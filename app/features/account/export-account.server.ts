import type { Db } from "~/platform/db/client.server";
import { getLogger } from "~/platform/logger.server";
import { getStorage } from "~/platform/storage/get-storage.server";

import { ACCOUNT_DATA_PARTS } from "./account-parts.server";

export const EXPORT_FORMAT_VERSION = 1;

/**
 * Everything Marker holds about one person, and only that person, as one JSON document (UK GDPR articles 15
 * and 20): each feature's part, and the pictures they uploaded (base64, with their type).
 */
export async function exportAccountData(db: Db, userId: string, now: Date = new Date()) {
  const sections: Record<string, unknown> = {};
  const keys = new Set<string>();
  for (const part of ACCOUNT_DATA_PARTS) {
    sections[part.name] = await part.export(db, userId);
    for (const key of (await part.files?.(db, userId)) ?? []) keys.add(key);
  }
  const files = [];
  for (const key of keys) {
    try {
      const stored = await getStorage().get(key);
      if (stored) files.push({ name: key.split("/").pop(), contentType: stored.contentType, base64: Buffer.from(stored.bytes).toString("base64") });
    } catch (error) {
      getLogger().warn({ err: error }, "an uploaded file could not be read for the export");
    }
  }
  return {
    format: "marker-account-export",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    about:
      "Everything Marker keeps about your account. Payment card details are never kept by Marker: they stay with the payment provider.",
    ...sections,
    uploadedFiles: files,
  };
}

/** The download's file name: marker-data-YYYY-MM-DD.json (London date). */
export function exportFileName(now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `marker-data-${day}.json`;
}
