/**
 * The "Build from a real paper" choices as the page holds them: ids and names only (no catalogue data),
 * so the browser can update the selects in place. The server fills them from the catalogue.
 */

export interface BuilderPaperOption {
  id: string;
  name: string;
  /** History: the options (topics) on this paper; empty for English. */
  topics: { id: string; name: string }[];
}

export interface BuilderOptions {
  subjects: { id: string; name: string }[];
  boards: { id: string; name: string }[];
  /** Papers by builderKey(subjectId, boardId). */
  papers: Record<string, BuilderPaperOption[]>;
}

export interface BuilderSelection {
  subjectId: string;
  boardId: string;
  paperId: string;
  topicId: string;
}

export const builderKey = (subjectId: string, boardId: string) => `${subjectId}/${boardId}`;

/**
 * A selection that exists in the options: each level kept when it is on offer, else the first on offer
 * (so choosing another subject or board lands on that board's first paper and first option).
 */
export function settleSelection(options: BuilderOptions, wanted: Partial<BuilderSelection>): BuilderSelection {
  const subjectId = options.subjects.find((subject) => subject.id === wanted.subjectId)?.id ?? options.subjects[0]?.id ?? "";
  const boardId = options.boards.find((board) => board.id === wanted.boardId)?.id ?? options.boards[0]?.id ?? "";
  const papers = options.papers[builderKey(subjectId, boardId)] ?? [];
  const paper = papers.find((candidate) => candidate.id === wanted.paperId) ?? papers[0];
  const topicId = paper ? (paper.topics.find((topic) => topic.id === wanted.topicId)?.id ?? paper.topics[0]?.id ?? "") : "";
  return { subjectId, boardId, paperId: paper?.id ?? "", topicId };
}

/** Reads the build form's fields. */
export function readBuilderForm(formData: FormData): BuilderSelection {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 100) : "";
  };
  return { subjectId: text("buildSubject"), boardId: text("buildBoard"), paperId: text("buildPaper"), topicId: text("buildTopic") };
}
