/**
 * The marking task: the examiner's brief with the question, source and answer in data blocks
 * (prompt.ts), and the proposal the model must return (schema.ts).
 */
import type { ModelCaller, ModelCallResult } from "../../call-model.server";
import { buildMarkingPrompt, type MarkingPromptInput } from "./prompt";
import { markerProposalSchema, type MarkerProposal } from "./schema";

export { buildMarkingPrompt, MARKING_PROMPT_VERSION, type MarkingBand, type MarkingPromptInput, type MarkingQuestionType } from "./prompt";
export {
  annotationSchema,
  markerProposalSchema,
  objectiveCodeSchema,
  objectiveProposalSchema,
  type Annotation,
  type MarkerProposal,
  type ObjectiveProposal,
} from "./schema";

/** One marking call: a fresh prompt (and delimiter) every time, the reply checked against the proposal schema. */
export function proposeMarks(
  caller: ModelCaller,
  input: MarkingPromptInput & { submissionId?: string },
): Promise<ModelCallResult<MarkerProposal>> {
  const { system, prompt } = buildMarkingPrompt(input);
  return caller.call({
    purpose: "marking",
    schema: markerProposalSchema,
    system,
    prompt,
    submissionId: input.submissionId,
  });
}
