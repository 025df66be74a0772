import type { SubjectId } from "~/features/catalogue";
import type { QuestionType } from "~/features/catalogue";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";
import type { MarkingProgress } from "./marking-progress";
import type { QuestionProfile } from "./offline/score-answer";

/** Everything a marker may see: the catalogue entry, the question, the source and the answer (no name, no email). */
export interface MarkingInput {
  subjectId: SubjectId;
  boardId: string;
  questionType: QuestionType;
  /** What each objective means for this subject (e.g. Literature AO4 is written accuracy). */
  objectiveMeanings: Partial<Record<string, string>>;
  questionText: string;
  sourceText: string | null;
  answerText: string;
  /**
   * The offline marker only: what unlabelled answers to this same question look like (a class set marked
   * together). Without it the offline marker uses norms for the question's tariff. Never sent to a model.
   */
  questionProfile?: QuestionProfile;
  /** For the record of token usage only; never sent to the model. */
  submissionId?: string;
}

export interface MarkerIdentity {
  /** "offline" or the provider ("google", "openai"...). */
  id: string;
  model: string;
  promptVersion: string;
  /** Shown to students, e.g. "Offline estimate" or "Gemini 2.5 Flash". */
  label: string;
  offline: boolean;
}

/** One marking engine interface: the offline marker and every AI provider implement it. */
export interface Marker {
  identity: MarkerIdentity;
  /** Proposes marks per objective with evidence. May reject (the flow records a failed marking). */
  mark(input: MarkingInput, onProgress?: (progress: MarkingProgress) => void): Promise<MarkerProposal>;
}
