import { describe, expect, it } from "vitest";

import { accuracyLevelsFor, allQuestionTypes } from "~/features/catalogue/catalogue";
import type { ModelCaller, ModelCallRequest } from "~/platform/ai/call-model.server";
import type { ModelSettings } from "~/platform/ai/create-language-model.server";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";

import { createModelMarker } from "./create-model-marker.server";

// Issue 16 item 6: what the model marker sends for every question type of the catalogue carries that
// question's level bands and objective grid (and its written-accuracy grid where the catalogue has one).

function recordingCaller(requests: ModelCallRequest<unknown>[]): ModelCaller {
  const proposal: MarkerProposal = {
    objectives: [],
    strengths: [],
    areasForImprovement: [],
    specificFeedback: "",
    suggestions: [],
    annotations: [],
  };
  return {
    settings: { provider: "google", model: "recording", samples: 1 } as ModelSettings,
    async call<T>(request: ModelCallRequest<T>) {
      requests.push(request as ModelCallRequest<unknown>);
      return { ok: true as const, value: proposal as T, usage: { input: 0, output: 0 } };
    },
    state: () => ({ consecutiveFailures: 0, openUntil: 0, inFlight: 0 }),
  };
}

describe("the model marker sends each question's mark scheme", () => {
  it("every catalogue question type: every level band, every objective with its board meaning, the accuracy grid", async () => {
    const entries = allQuestionTypes();
    expect(entries.length).toBeGreaterThan(100);
    let withGrid = 0;
    for (const { boardSubject, questionType } of entries) {
      const requests: ModelCallRequest<unknown>[] = [];
      const marker = createModelMarker(recordingCaller(requests), "Recording");
      await marker.mark({
        subjectId: boardSubject.subjectId,
        boardId: boardSubject.boardId,
        questionType,
        objectiveMeanings: boardSubject.objectiveMeanings,
        questionText: "Q",
        sourceText: null,
        answerText: "An answer.",
      });
      expect(requests).toHaveLength(1);
      const system = requests[0]!.system ?? "";
      const where = `${boardSubject.subjectId}/${boardSubject.boardId}/${questionType.id}`;
      for (const objective of questionType.objectives) {
        const meaning = boardSubject.objectiveMeanings[objective.code] ?? objective.code;
        expect(system, where).toContain(`- ${objective.code} (${meaning}): maximum ${objective.marks} marks`);
      }
      for (const band of questionType.levels) {
        const range = band.min === band.max ? `${band.min} mark${band.min === 1 ? "" : "s"}` : `${band.min}-${band.max} marks`;
        expect(system, where).toContain(`- Level ${band.level} (${range}): ${band.descriptor}`);
      }
      if (questionType.levels.length === 0) expect(system, where).toContain("point-marked");
      const grid = accuracyLevelsFor(boardSubject.subjectId, boardSubject.boardId, questionType.accuracyMarks);
      if (grid && questionType.accuracyMarks > 0) {
        withGrid++;
        for (const band of grid) expect(system, where).toContain(`): ${band.descriptor}`);
        expect(system, where).toContain(`${questionType.accuracyMarks} marks) is marked on its own grid`);
      }
    }
    expect(withGrid, "some questions carry a written-accuracy grid").toBeGreaterThan(5);
  });
});
