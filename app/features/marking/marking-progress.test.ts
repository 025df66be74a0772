import { describe, expect, it } from "vitest";

import { parseMarkingProgress, PROGRESS_STEPS, progressLabel, progressValue, type MarkingProgress } from "./marking-progress";

describe("marking progress", () => {
  it("moves the bar with each sample of several, and reaches the end", () => {
    const events: MarkingProgress[] = [
      { stage: "starting" },
      { stage: "reading" },
      { stage: "objectives", sample: 1, samples: 3 },
      { stage: "objectives", sample: 2, samples: 3 },
      { stage: "objectives", sample: 3, samples: 3 },
      { stage: "feedback" },
      { stage: "checking" },
    ];
    const values = events.map((_, index) => progressValue(events.slice(0, index + 1)));
    expect(values).toEqual([0, 1, 2 + 1 / 3, 2 + 2 / 3, 3, 4, 5]);
    expect(PROGRESS_STEPS).toHaveLength(5);
  });

  it("labels every stage as the page shows it", () => {
    expect(progressLabel({ stage: "objectives", sample: 2, samples: 3 })).toBe("Marking each objective (2 of 3)");
    expect(progressLabel({ stage: "objectives", sample: 1, samples: 1 })).toBe("Marking each objective");
    expect(progressLabel({ stage: "waiting" })).toBe("Marking in another tab");
    expect(progressLabel({ stage: "queued", position: 7 })).toBe("Your answer is number 7 in the queue");
    expect(progressLabel({ stage: "queued", position: 1 })).toBe("Your answer is next in the queue");
    expect(progressLabel({ stage: "retrying" })).toBe("Marking did not finish that time, so it will try again in a moment");
    expect(parseMarkingProgress(JSON.stringify({ stage: "retrying" }))).toEqual({ stage: "retrying" });
  });

  it("reads only well-formed events from the stream", () => {
    expect(parseMarkingProgress('{"stage":"objectives","sample":2,"samples":3}')).toEqual({ stage: "objectives", sample: 2, samples: 3 });
    expect(parseMarkingProgress('{"stage":"feedback"}')).toEqual({ stage: "feedback" });
    expect(parseMarkingProgress('{"stage":"objectives","sample":4,"samples":3}')).toBeNull();
    expect(parseMarkingProgress('{"stage":"Reading your answer"}')).toBeNull();
    expect(parseMarkingProgress("not json")).toBeNull();
    expect(parseMarkingProgress('{"stage":"queued","position":3}')).toEqual({ stage: "queued", position: 3 });
    expect(parseMarkingProgress('{"stage":"queued","position":0}')).toBeNull();
    expect(parseMarkingProgress('{"stage":"queued"}')).toBeNull();
  });
});
