import { z } from "zod";

import { getLogger } from "~/platform/logger.server";

import { markingResultSchema, type MarkingResult } from "./marking-result";

/**
 * The two jsonb columns marking writes, read back through one door each: the result (validated, so a
 * damaged row shows as an error, never a wrong mark) and the record of which marker ran and why a marking
 * has no mark (failed: busy or not; held for review: the detector's reasons).
 */
export const markerRecordSchema = z
  .object({
    id: z.string(),
    model: z.string().optional(),
    promptVersion: z.string().optional(),
    label: z.string().optional(),
    offline: z.boolean().optional(),
    failure: z.string().optional(),
    held: z.array(z.string()).optional(),
  })
  .loose();

export type MarkerRecord = z.infer<typeof markerRecordSchema>;

/** The stored result of a marked submission, or null (not marked, or damaged: logged). */
export function readMarkingResult(submission: { id: string; result: unknown } | null): MarkingResult | null {
  if (!submission || submission.result === null || submission.result === undefined) return null;
  const parsed = markingResultSchema.safeParse(submission.result);
  if (parsed.success) return parsed.data;
  getLogger().error({ submissionId: submission.id }, "stored result failed validation");
  return null;
}

/** What the submission records about its marker, or null when nothing (or nothing readable) is stored. */
export function readMarkerRecord(submission: { marker: unknown }): MarkerRecord | null {
  const parsed = markerRecordSchema.safeParse(submission.marker);
  return parsed.success ? parsed.data : null;
}
