/** The three subjects Marker marks. The full catalogue (papers, question types) builds on these. */
export const SUBJECTS = [
  { id: "english-literature", name: "English Literature" },
  { id: "english-language", name: "English Language" },
  { id: "history", name: "History" },
] as const;

export type SubjectId = (typeof SUBJECTS)[number]["id"];
export type SubjectName = (typeof SUBJECTS)[number]["name"];
export type Subject = (typeof SUBJECTS)[number];

/** The subject with this id (a route's slug), or undefined. */
export function findSubject(id: string | undefined): Subject | undefined {
  return SUBJECTS.find((subject) => subject.id === id);
}

/** The four exam boards. "WJEC" means WJEC Eduqas, the board's brand in England (DESIGN.md D7). */
export const EXAM_BOARDS = [
  {
    id: "ocr",
    name: "OCR",
    fullName: "OCR",
    description: "Oxford Cambridge and RSA: a major board for schools in England.",
  },
  {
    id: "aqa",
    name: "AQA",
    fullName: "AQA",
    description: "The board most schools in England use for English and History.",
  },
  {
    id: "edexcel",
    name: "Edexcel",
    fullName: "Pearson Edexcel",
    description: "Pearson's GCSEs, taken in many schools in England.",
  },
  {
    id: "wjec",
    name: "WJEC",
    fullName: "WJEC Eduqas",
    description: "WJEC's GCSEs for England, under the Eduqas name.",
  },
] as const;

export type ExamBoardId = (typeof EXAM_BOARDS)[number]["id"];
