import { z } from "zod";

/**
 * What a marker (the offline marker or an AI model) proposes for one answer: the marking task's output.
 * It proposes marks per assessment objective with evidence; it never decides the total, the level or the
 * grade: the server computes those from the catalogue (features/marking/compute-result.ts). Every field
 * is described for the model.
 */
export const objectiveCodeSchema = z.enum(["AO1", "AO2", "AO3", "AO4", "AO5", "AO6", "SPaG"]);

export const objectiveProposalSchema = z.object({
  code: objectiveCodeSchema.describe("The assessment objective, exactly as listed in the mark scheme."),
  marks: z
    .number()
    .describe("Marks proposed for this objective: a whole number from 0 to the objective's maximum."),
  rationale: z
    .string()
    .max(1_500)
    .describe("Why these marks: which level descriptor fits best, referring to what the answer does."),
  evidence: z
    .array(z.string().max(400))
    .max(6)
    .describe("Short quotations copied exactly from the student's answer that justify the marks."),
});

export const annotationSchema = z.object({
  quote: z.string().min(1).max(400).describe("A phrase or sentence copied exactly from the student's answer."),
  comment: z.string().min(1).max(600).describe("What is good about it, or how to improve it, for a 15-year-old."),
  objective: objectiveCodeSchema.describe("The objective this comment is about."),
  kind: z.enum(["strength", "improvement"]).describe("Whether this part earns credit or needs work."),
});

export const markerProposalSchema = z.object({
  objectives: z.array(objectiveProposalSchema).min(1).max(7).describe("One entry per assessment objective of the question."),
  strengths: z.array(z.string().min(1).max(500)).min(1).max(6).describe("What the answer does well."),
  areasForImprovement: z.array(z.string().min(1).max(500)).min(1).max(6).describe("What holds the mark back."),
  specificFeedback: z.string().min(1).max(3_000).describe("A short paragraph of feedback about this answer in particular."),
  suggestions: z.array(z.string().min(1).max(500)).min(1).max(6).describe("Concrete next steps to reach the next level."),
  annotations: z.array(annotationSchema).max(12).describe("Comments tied to exact quotations from the answer."),
});

export type ObjectiveProposal = z.infer<typeof objectiveProposalSchema>;
export type Annotation = z.infer<typeof annotationSchema>;
export type MarkerProposal = z.infer<typeof markerProposalSchema>;
