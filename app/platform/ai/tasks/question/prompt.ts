import { describeGenerationContext, type GenerationContext } from "../generation-context";

/** The prompt for one exam question in the board's style. */
export function buildQuestionPrompt(context: GenerationContext): { system: string; prompt: string } {
  return {
    system:
      "You write GCSE exam questions in the exact style of the named exam board, for students to practise. " +
      "Write one question of 1 to 3 sentences that fits the paper, the question type and the topic or set text. No preamble, no answer.",
    prompt: describeGenerationContext(context),
  };
}
