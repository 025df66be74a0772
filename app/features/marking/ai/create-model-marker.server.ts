import { accuracyLevelsFor } from "~/features/catalogue/lookup";
import type { ModelCaller } from "~/platform/ai/call-model.server";
import { MARKING_PROMPT_VERSION, proposeMarks, type MarkerProposal } from "~/platform/ai/tasks/marking";

import type { Marker, MarkerIdentity } from "../marker";

/** Thrown when the model could not produce a usable proposal; the flow records a failed marking. */
export class ModelMarkingError extends Error {
  override name = "ModelMarkingError";
  constructor(
    readonly reason: "busy" | "invalid-output" | "failed",
    detail: string,
  ) {
    super(detail);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Several samples become one proposal: each objective's median mark; the feedback of the sample closest to it. */
export function combineSamples(samples: MarkerProposal[]): MarkerProposal {
  if (samples.length === 1) return samples[0]!;
  const codes = [...new Set(samples.flatMap((sample) => sample.objectives.map((objective) => objective.code)))];
  const medians = new Map(
    codes.map((code) => [code, median(samples.map((sample) => sample.objectives.find((o) => o.code === code)?.marks ?? 0))]),
  );
  const distance = (sample: MarkerProposal) =>
    sample.objectives.reduce((sum, objective) => sum + Math.abs(objective.marks - (medians.get(objective.code) ?? 0)), 0);
  const closest = [...samples].sort((a, b) => distance(a) - distance(b))[0]!;
  return {
    ...closest,
    objectives: closest.objectives.map((objective) => ({ ...objective, marks: medians.get(objective.code) ?? objective.marks })),
  };
}

/** Marking with a language model: the marking task (platform/ai/tasks/marking) through the one guarded caller. */
export function createModelMarker(caller: ModelCaller, label: string): Marker {
  const identity: MarkerIdentity = {
    id: caller.settings.provider,
    model: caller.settings.model,
    promptVersion: MARKING_PROMPT_VERSION,
    label,
    offline: false,
  };
  return {
    identity,
    async mark(input, onProgress) {
      const samples: MarkerProposal[] = [];
      for (let i = 0; i < caller.settings.samples; i++) {
        onProgress?.({ stage: "objectives", sample: i + 1, samples: caller.settings.samples });
        // A fresh prompt (and delimiter) for every call.
        // The catalogue's written-accuracy grid goes with the level bands, so the model marks on both grids.
        const accuracyLevels = accuracyLevelsFor(input.subjectId, input.boardId, input.questionType.accuracyMarks);
        const result = await proposeMarks(caller, { ...input, ...(accuracyLevels ? { accuracyLevels } : {}) });
        if (!result.ok) throw new ModelMarkingError(result.reason, result.detail);
        samples.push(result.value);
      }
      onProgress?.({ stage: "feedback" });
      return combineSamples(samples);
    },
  };
}
