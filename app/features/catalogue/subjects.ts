/** The three subjects Marker marks. The full catalogue (papers, question types) builds on these. */
export const SUBJECTS = [
  { id: "english-literature", name: "English Literature" },
  { id: "english-language", name: "English Language" },
  { id: "history", name: "History" },
] as const;

export type SubjectId = (typeof SUBJECTS)[number]["id"];
export type SubjectName = (typeof SUBJECTS)[number]["name"];

/** The four exam boards. "WJEC" means WJEC Eduqas, the board's brand in England (DESIGN.md D7). */
export const EXAM_BOARDS = [
  { id: "ocr", name: "OCR", fullName: "OCR" },
  { id: "aqa", name: "AQA", fullName: "AQA" },
  { id: "edexcel", name: "Edexcel", fullName: "Pearson Edexcel" },
  { id: "wjec", name: "WJEC", fullName: "WJEC Eduqas" },
] as const;

export type ExamBoardId = (typeof EXAM_BOARDS)[number]["id"];
