import { z } from "zod";

import { objectiveCodeSchema } from "~/platform/ai/tasks/marking";

/**
 * The stored result of a marking: what the marker proposed, checked and completed by the server.
 * Every figure a student sees (total, percentage, level, grade, band) is computed here, never taken
 * from the marker. Validated again when read, so a damaged row shows as an error, never a wrong mark.
 */
export const markingResultSchema = z.object({
  version: z.literal(1),
  totalMarks: z.number().int().positive(),
  achievedMarks: z.number().int().nonnegative(),
  percentage: z.number().min(0).max(100),
  /** 0 when nothing creditworthy was found. */
  level: z.number().int().nonnegative(),
  levelDescription: z.string(),
  /** The question's level bands (for the main marks), shown side by side with the awarded one. */
  levelBands: z.array(z.object({ level: z.number().int(), min: z.number().int(), max: z.number().int(), descriptor: z.string() })),
  /** Marks counted against the level bands (the total without written-accuracy marks). */
  levelledMarks: z.object({ achieved: z.number().int().nonnegative(), max: z.number().int().positive() }),
  nextLevel: z.object({ level: z.number().int(), marksNeeded: z.number().int().positive() }).nullable(),
  grade: z.string().regex(/^([1-9]|U)$/),
  colourBand: z.object({ tone: z.enum(["green", "orange", "red"]), label: z.enum(["Excellent", "Good", "Needs Work"]) }),
  objectives: z.array(
    z.object({
      code: objectiveCodeSchema,
      meaning: z.string(),
      max: z.number().int().positive(),
      achieved: z.number().int().nonnegative(),
      level: z.number().int().nonnegative(),
      rationale: z.string(),
      evidence: z.array(z.string()),
    }),
  ),
  strengths: z.array(z.string()),
  areasForImprovement: z.array(z.string()),
  specificFeedback: z.string(),
  suggestions: z.array(z.string()),
  annotations: z.array(
    z.object({
      quote: z.string(),
      start: z.number().int().nonnegative(),
      end: z.number().int().positive(),
      comment: z.string(),
      objective: objectiveCodeSchema,
      kind: z.enum(["strength", "improvement"]),
    }),
  ),
  marker: z.object({ id: z.string(), model: z.string(), promptVersion: z.string(), label: z.string(), offline: z.boolean() }),
  markedAt: z.string(),
});

export type MarkingResult = z.infer<typeof markingResultSchema>;
