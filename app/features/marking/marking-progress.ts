/**
 * What marking reports while it runs, shared by the server (the markers and the event stream) and the
 * results page (the progress bar and its label). A typed union, so a stage the page does not know cannot
 * be sent, and a marking in several samples moves the bar with every sample.
 */
export type MarkingProgress =
  | { stage: "queued"; position: number }
  | { stage: "starting" }
  | { stage: "reading" }
  | { stage: "spelling" }
  | { stage: "objectives"; sample: number; samples: number }
  | { stage: "feedback" }
  | { stage: "checking" }
  | { stage: "waiting" }
  | { stage: "retrying" };

/** The steps the bar shows, in order. "queued", "starting", "waiting" and "retrying" move nothing. */
export const PROGRESS_STEPS = ["reading", "spelling", "objectives", "feedback", "checking"] as const;

export function progressLabel(progress: MarkingProgress): string {
  switch (progress.stage) {
    case "queued":
      return progress.position <= 1 ? "Your answer is next in the queue" : `Your answer is number ${progress.position} in the queue`;
    case "starting":
      return "Starting";
    case "reading":
      return "Reading your answer";
    case "spelling":
      return "Checking spelling";
    case "objectives":
      return progress.samples > 1 ? `Marking each objective (${progress.sample} of ${progress.samples})` : "Marking each objective";
    case "feedback":
      return "Writing feedback";
    case "checking":
      return "Checking the marks against the mark scheme";
    case "waiting":
      return "Marking in another tab";
    case "retrying":
      return "Marking did not finish that time, so it will try again in a moment";
  }
}

/**
 * How far the bar has gone, out of PROGRESS_STEPS.length: the furthest step reached (a marker may skip
 * one: the model does not check spelling), counting a sample of several as that share of its step.
 */
export function progressValue(events: readonly MarkingProgress[]): number {
  let furthest = 0;
  for (const event of events) {
    const index = (PROGRESS_STEPS as readonly string[]).indexOf(event.stage);
    if (index < 0) continue;
    const reached = event.stage === "objectives" ? index + event.sample / Math.max(1, event.samples) : index + 1;
    furthest = Math.max(furthest, reached);
  }
  return furthest;
}

/** Reads an event the stream sent; null for anything that is not a progress event. */
export function parseMarkingProgress(raw: string): MarkingProgress | null {
  try {
    const value = JSON.parse(raw) as Partial<MarkingProgress> & { sample?: unknown; samples?: unknown; position?: unknown };
    if (value.stage === "queued") {
      const position = Number(value.position);
      return Number.isInteger(position) && position >= 1 ? { stage: "queued", position } : null;
    }
    if (value.stage === "objectives") {
      const sample = Number(value.sample);
      const samples = Number(value.samples);
      return Number.isInteger(sample) && Number.isInteger(samples) && sample >= 1 && sample <= samples ? { stage: "objectives", sample, samples } : null;
    }
    const simple = ["starting", "reading", "spelling", "feedback", "checking", "waiting", "retrying"] as const;
    return simple.find((stage) => stage === value.stage) ? ({ stage: value.stage } as MarkingProgress) : null;
  } catch {
    return null;
  }
}
