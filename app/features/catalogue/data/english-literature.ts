import type { BoardSubject, ObjectiveCode } from "../types";

import { aos, bands, DESCRIPTORS, evenBands, question } from "./builders";

/**
 * English Literature for the four boards. Figures: ../shared/reference/gcse-exam-facts.md sections
 * 1, 2.1, 3.1, 4.1, 5.1 and 8 (cited as "facts §n [source keys, confidence]").
 * Every board assesses AO1-AO4; AO4 (written accuracy) is marked on its own grid and counted in
 * `accuracyMarks`, so each question's `levels` cover the other marks only.
 */

const LITERATURE_OBJECTIVES: Partial<Record<ObjectiveCode, string>> = {
  AO1: "Your own informed, critical argument about the text, backed by apt references and quotations.",
  AO2: "How the writer uses language, form and structure to create meaning and effects, with subject terms where they help.",
  AO3: "How the text connects with the times and contexts in which it was written and read.",
  AO4: "Accurate spelling and punctuation, with a range of vocabulary and sentence structures (written accuracy).",
};

const L6 = DESCRIPTORS.literature6;
const L5 = DESCRIPTORS.literature5;

// ---------------------------------------------------------------------------------------------
// AQA 8702
// ---------------------------------------------------------------------------------------------

const AQA_SHAKESPEARE = [
  "Macbeth",
  "Romeo and Juliet",
  "The Tempest",
  "The Merchant of Venice",
  "Much Ado About Nothing",
  "Julius Caesar",
];

const AQA_NINETEENTH_CENTURY = [
  "The Strange Case of Dr Jekyll and Mr Hyde (Robert Louis Stevenson)",
  "A Christmas Carol (Charles Dickens)",
  "Great Expectations (Charles Dickens)",
  "Jane Eyre (Charlotte Brontë)",
  "Frankenstein (Mary Shelley)",
  "Pride and Prejudice (Jane Austen)",
  "The Sign of Four (Arthur Conan Doyle)",
];

const AQA_MODERN = [
  "An Inspector Calls (J. B. Priestley)",
  "Blood Brothers (Willy Russell)",
  "DNA (Dennis Kelly)",
  "A Taste of Honey (Shelagh Delaney)",
  "Princess & The Hustler (Chinonyerem Odimba)",
  "Leave Taking (Winsome Pinnock)",
  "Lord of the Flies (William Golding)",
  "Telling Tales (AQA anthology)",
  "Animal Farm (George Orwell)",
  "Anita and Me (Meera Syal)",
  "Pigeon English (Stephen Kelman)",
  "My Name is Leon (Kit de Waal)",
];

const AQA_POETRY = [
  "Poems Past and Present: Love and relationships cluster",
  "Poems Past and Present: Power and conflict cluster",
  "Poems Past and Present: Worlds and lives cluster",
];

const aqa: BoardSubject = {
  subjectId: "english-literature",
  boardId: "aqa",
  specCode: "8702",
  objectiveMeanings: LITERATURE_OBJECTIVES,
  papers: [
    {
      id: "paper-1",
      name: "Paper 1: Shakespeare and the 19th-century novel",
      code: "8702/1",
      timeAllowedMinutes: 105,
      timeAllowedNote: "facts §2.1: 1h45 [H]",
      confidence: "H",
      setTexts: [...AQA_SHAKESPEARE, ...AQA_NINETEENTH_CENTURY],
      topics: [],
      questionTypes: [
        question({
          id: "shakespeare",
          name: "Shakespeare: extract and whole play (34 marks)",
          kind: "extract-to-whole-text",
          marks: 34,
          objectives: aos({ AO1: 12, AO2: 12, AO3: 6, AO4: 4 }),
          levels: evenBands(30, L6),
          accuracyMarks: 4,
          sourceLabel: "Extract",
          answerPlaceholder:
            "Write your answer here. Start with a clear argument about the question, then support it with quotations from the extract and the whole play.",
          confidence: "H",
          sourceNote: "facts §2.1 Section A: 30 (AO1 12, AO2 12, AO3 6) + 4 AO4; six 5-mark levels [S5, S24, H]",
        }),
        question({
          id: "nineteenth-century-novel",
          name: "19th-century novel: extract and whole novel (30 marks)",
          kind: "extract-to-whole-text",
          marks: 30,
          objectives: aos({ AO1: 12, AO2: 12, AO3: 6 }),
          levels: evenBands(30, L6),
          sourceLabel: "Extract",
          answerPlaceholder:
            "Write your answer here. Start with a clear argument about the question, then support it with quotations from the extract and the whole novel.",
          confidence: "H",
          sourceNote: "facts §2.1 Section B: 30 (AO1 12, AO2 12, AO3 6), no AO4; six 5-mark levels [S5, S24, H]",
        }),
      ],
    },
    {
      id: "paper-2",
      name: "Paper 2: Modern texts and poetry",
      code: "8702/2",
      timeAllowedMinutes: 135,
      timeAllowedNote: "facts §2.1: 2h15 [H]",
      confidence: "H",
      setTexts: [...AQA_MODERN, ...AQA_POETRY],
      topics: [],
      questionTypes: [
        question({
          id: "modern-text",
          name: "Modern prose or drama: essay (34 marks)",
          kind: "whole-text-essay",
          marks: 34,
          objectives: aos({ AO1: 12, AO2: 12, AO3: 6, AO4: 4 }),
          levels: evenBands(30, L6),
          accuracyMarks: 4,
          confidence: "H",
          sourceNote:
            "facts §2.1 Section A: one essay from a choice of two, no extract; 30 (12/12/6) + 4 AO4 [S4, S5, S24, H]",
        }),
        question({
          id: "anthology-poetry",
          name: "Poetry anthology: compare two poems (30 marks)",
          kind: "poetry-comparison",
          marks: 30,
          objectives: aos({ AO1: 12, AO2: 12, AO3: 6 }),
          levels: evenBands(30, L6),
          sourceLabel: "Poem",
          answerPlaceholder:
            "Write your comparison here. Compare the printed poem with one other from your cluster, quoting from both and comparing them throughout.",
          confidence: "H",
          sourceNote:
            "facts §2.1 Section B: compare a named, printed poem with one other from the cluster; 30 (12/12/6) [S5, S24, H]",
        }),
        question({
          id: "unseen-poem",
          name: "Unseen poetry: one poem, question 27.1 (24 marks)",
          kind: "unseen-poem",
          marks: 24,
          objectives: aos({ AO1: 12, AO2: 12 }),
          levels: evenBands(24, L6),
          sourceLabel: "Poem",
          confidence: "H",
          sourceNote: "facts §2.1 Section C 27.1: 24 (AO1 12, AO2 12); six 4-mark levels [S5, S24, H]",
        }),
        question({
          id: "unseen-comparison",
          name: "Unseen poetry: compare the two poems, question 27.2 (8 marks)",
          kind: "unseen-poetry-comparison",
          marks: 8,
          objectives: aos({ AO2: 8 }),
          levels: evenBands(8, DESCRIPTORS.literatureComparison4),
          sourceLabel: "Poems",
          guidance:
            "Examiners reward only comparison of the methods the two poets use (language, structure, form), with references to both poems; what the poems are about earns nothing on its own here.",
          confidence: "H",
          sourceNote: "facts §2.1 Section C 27.2: 8, AO2 only, comparison points only; four 2-mark levels [S5, S24, H]",
        }),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// OCR J352
// ---------------------------------------------------------------------------------------------

/** OCR's 6-level grid on a 20-mark part: top band 18-20 [S8, M], lower bands from memory (L). */
const OCR_20 = bands(
  [
    [1, 4],
    [5, 8],
    [9, 11],
    [12, 14],
    [15, 17],
    [18, 20],
  ],
  L6,
);
const OCR_20_NOTE = "levels: top band 18-20 [S8, M], lower bands from memory (L)";
const OCR_36_NOTE = "levels on the 36 AO1-AO3 marks: top band 31-36 [S8, M], lower 6-mark bands from memory (L)";

const OCR_MODERN = [
  "Anita and Me (Meera Syal)",
  "Never Let Me Go (Kazuo Ishiguro)",
  "Animal Farm (George Orwell)",
  "An Inspector Calls (J. B. Priestley)",
  "My Mother Said I Never Should (Charlotte Keatley)",
  "DNA (Dennis Kelly)",
];

const OCR_NINETEENTH_CENTURY = [
  "Great Expectations (Charles Dickens)",
  "A Christmas Carol (Charles Dickens)",
  "Pride and Prejudice (Jane Austen)",
  "The War of the Worlds (H. G. Wells)",
  "The Strange Case of Dr Jekyll and Mr Hyde (Robert Louis Stevenson)",
  "Jane Eyre (Charlotte Brontë)",
];

/** Listed from memory in the facts (§3.1, L); not confirmed. */
const OCR_SHAKESPEARE = ["Romeo and Juliet", "The Merchant of Venice", "Macbeth", "Much Ado About Nothing"];

const OCR_POETRY = [
  "Towards a World Unknown: Love and relationships cluster",
  "Towards a World Unknown: Conflict cluster",
  "Towards a World Unknown: Youth and age cluster",
];

const ocr: BoardSubject = {
  subjectId: "english-literature",
  boardId: "ocr",
  specCode: "J352",
  objectiveMeanings: LITERATURE_OBJECTIVES,
  papers: [
    {
      id: "component-01",
      name: "Component 01: Exploring modern and literary heritage texts",
      code: "J352/01",
      timeAllowedMinutes: 120,
      timeAllowedNote: "facts §3.1: each component 2h [S13, H]",
      confidence: "M",
      setTexts: [...OCR_MODERN, ...OCR_NINETEENTH_CENTURY],
      topics: [],
      questionTypes: [
        question({
          id: "modern-extract-comparison",
          name: "Modern text (a): compare the extract with an unseen extract (20 marks)",
          kind: "comparison",
          marks: 20,
          objectives: aos({ AO1: 8, AO2: 4, AO3: 8 }),
          levels: OCR_20,
          sourceLabel: "Extracts",
          answerPlaceholder:
            "Write your comparison here. Compare how the two extracts present the idea in the question, quoting from both and linking them to their contexts.",
          guidance:
            "Examiners reward a comparison of the two extracts that keeps both in view, with apt quotations and context that explains the differences.",
          confidence: "L",
          sourceNote: `facts §3.1 Component 01 A(a): 20 (AO1 8, AO2 4, AO3 8) [S8, M]; ${OCR_20_NOTE}`,
        }),
        question({
          id: "modern-whole-text",
          name: "Modern text (b): the same idea elsewhere in the text (20 marks)",
          kind: "whole-text-essay",
          marks: 20,
          objectives: aos({ AO1: 10, AO2: 10 }),
          levels: OCR_20,
          confidence: "L",
          sourceNote: `facts §3.1 Component 01 A(b): 20 (AO1 10, AO2 10) [S8, M]; ${OCR_20_NOTE}`,
        }),
        question({
          id: "nineteenth-century-extract",
          name: "19th-century prose: extract-based question (40 marks)",
          kind: "extract-to-whole-text",
          marks: 40,
          objectives: aos({ AO1: 14, AO2: 14, AO3: 8, AO4: 4 }),
          levels: evenBands(36, L6),
          accuracyMarks: 4,
          sourceLabel: "Extract",
          confidence: "L",
          sourceNote: `facts §3.1 Component 01 B: one from two (this is the extract-based choice); AO1 14, AO2 14, AO3 8 marked together /36 + 4 AO4 [S8, M]; ${OCR_36_NOTE}`,
        }),
        question({
          id: "nineteenth-century-essay",
          name: "19th-century prose: essay on the whole novel (40 marks)",
          kind: "whole-text-essay",
          marks: 40,
          objectives: aos({ AO1: 14, AO2: 14, AO3: 8, AO4: 4 }),
          levels: evenBands(36, L6),
          accuracyMarks: 4,
          confidence: "L",
          sourceNote: `facts §3.1 Component 01 B: one from two (this is the discursive choice, no extract); AO1 14, AO2 14, AO3 8 /36 + 4 AO4 [S8, M]; ${OCR_36_NOTE}`,
        }),
      ],
    },
    {
      id: "component-02",
      name: "Component 02: Exploring poetry and Shakespeare",
      code: "J352/02",
      timeAllowedMinutes: 120,
      timeAllowedNote: "facts §3.1: each component 2h [S13, H]",
      confidence: "M",
      setTexts: [...OCR_POETRY, ...OCR_SHAKESPEARE],
      topics: [],
      questionTypes: [
        question({
          id: "poetry-comparison",
          name: "Poetry (a): compare an anthology poem with an unseen poem (20 marks)",
          kind: "poetry-comparison",
          marks: 20,
          objectives: aos({ AO1: 8, AO2: 12 }),
          levels: OCR_20,
          sourceLabel: "Poems",
          confidence: "L",
          sourceNote: `facts §3.1 Component 02 A(a): 20 (AO1 8, AO2 12) [S8, M]; ${OCR_20_NOTE}`,
        }),
        question({
          id: "anthology-poem",
          name: "Poetry (b): another poem from the cluster (20 marks)",
          kind: "whole-text-essay",
          marks: 20,
          objectives: aos({ AO1: 10, AO2: 10 }),
          levels: OCR_20,
          answerPlaceholder:
            "Write your answer here. Choose a poem from your cluster that fits the question and quote the lines you remember.",
          guidance:
            "Examiners reward a well-chosen poem from the cluster, a clear response to the question and analysis of the poet's methods, supported by remembered quotations.",
          confidence: "L",
          sourceNote: `facts §3.1 Component 02 A(b): 20 (AO1 10, AO2 10); closed book, the poem is not printed [S8, M]; ${OCR_20_NOTE}`,
        }),
        question({
          id: "shakespeare-extract",
          name: "Shakespeare: extract-based question (40 marks)",
          kind: "extract-to-whole-text",
          marks: 40,
          objectives: aos({ AO1: 14, AO2: 14, AO3: 8, AO4: 4 }),
          levels: evenBands(36, L6),
          accuracyMarks: 4,
          sourceLabel: "Extract",
          answerPlaceholder:
            "Write your answer here. Start with a clear argument about the question, then support it with quotations from the extract and the whole play.",
          confidence: "L",
          sourceNote: `facts §3.1 Component 02 B: one from two (this is the extract-based choice); AO1 14, AO2 14, AO3 8 /36 + 4 AO4 [S8, M]; ${OCR_36_NOTE}; Shakespeare list from memory (L)`,
        }),
        question({
          id: "shakespeare-essay",
          name: "Shakespeare: essay on the whole play (40 marks)",
          kind: "whole-text-essay",
          marks: 40,
          objectives: aos({ AO1: 14, AO2: 14, AO3: 8, AO4: 4 }),
          levels: evenBands(36, L6),
          accuracyMarks: 4,
          confidence: "L",
          sourceNote: `facts §3.1 Component 02 B: one from two (this is the discursive choice, no extract); AO1 14, AO2 14, AO3 8 /36 + 4 AO4 [S8, M]; ${OCR_36_NOTE}; Shakespeare list from memory (L)`,
        }),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Pearson Edexcel 1ET0
// ---------------------------------------------------------------------------------------------

const EDEXCEL_20 = evenBands(20, L5);

const EDEXCEL_SHAKESPEARE = [
  "Macbeth",
  "The Tempest",
  "Romeo and Juliet",
  "Much Ado About Nothing",
  "Twelfth Night",
  "The Merchant of Venice",
];

const EDEXCEL_POST_1914 = [
  "An Inspector Calls (J. B. Priestley)",
  "Hobson's Choice (Harold Brighouse)",
  "Blood Brothers (Willy Russell)",
  "Animal Farm (George Orwell)",
  "Lord of the Flies (William Golding)",
  "Anita and Me (Meera Syal)",
  "The Woman in Black (Susan Hill)",
  "The Empress (Tanika Gupta)",
  "Refugee Boy (Benjamin Zephaniah)",
  "Coram Boy (Jamila Gavin)",
  "Boys Don't Cry (Malorie Blackman)",
];

const EDEXCEL_NINETEENTH_CENTURY = [
  "Jane Eyre (Charlotte Brontë)",
  "Great Expectations (Charles Dickens)",
  "The Strange Case of Dr Jekyll and Mr Hyde (Robert Louis Stevenson)",
  "A Christmas Carol (Charles Dickens)",
  "Pride and Prejudice (Jane Austen)",
  "Silas Marner (George Eliot)",
  "Frankenstein (Mary Shelley)",
];

const EDEXCEL_POETRY = [
  "Poetry anthology: Relationships collection",
  "Poetry anthology: Conflict collection",
  "Poetry anthology: Time and place collection",
  "Poetry anthology: Belonging collection",
];

const edexcel: BoardSubject = {
  subjectId: "english-literature",
  boardId: "edexcel",
  specCode: "1ET0",
  objectiveMeanings: LITERATURE_OBJECTIVES,
  papers: [
    {
      id: "paper-1",
      name: "Paper 1: Shakespeare and post-1914 literature",
      code: "1ET0/01",
      timeAllowedMinutes: 105,
      timeAllowedNote: "facts §4.1: 1h45 [S9, M]",
      confidence: "M",
      setTexts: [...EDEXCEL_SHAKESPEARE, ...EDEXCEL_POST_1914],
      topics: [],
      questionTypes: [
        question({
          id: "shakespeare-extract",
          name: "Shakespeare (a): the extract (20 marks)",
          kind: "language-analysis",
          marks: 20,
          objectives: aos({ AO2: 20 }),
          levels: EDEXCEL_20,
          sourceLabel: "Extract",
          answerPlaceholder:
            "Write your answer here. Stay with the extract: pick short quotations and explain how Shakespeare's language, form and structure create meaning.",
          guidance:
            "Only the extract counts here. Examiners reward close analysis of Shakespeare's language, form and structure and their effects, with precise terminology.",
          confidence: "M",
          sourceNote: "facts §4.1 Paper 1 A(a): extract of about 30 lines, 20, AO2 only; five 4-mark levels [S9, M]",
        }),
        question({
          id: "shakespeare-whole-play",
          name: "Shakespeare (b): the theme elsewhere in the play (20 marks)",
          kind: "whole-text-essay",
          marks: 20,
          objectives: aos({ AO1: 15, AO3: 5 }),
          levels: EDEXCEL_20,
          answerPlaceholder:
            "Write your answer here. Explore the theme in other parts of the play, with remembered quotations and links to context.",
          confidence: "M",
          sourceNote: "facts §4.1 Paper 1 A(b): the same theme elsewhere in the play, 20 (AO1 15, AO3 5) [S9, M]",
        }),
        question({
          id: "post-1914",
          name: "Post-1914 play or novel: essay (40 marks)",
          kind: "whole-text-essay",
          marks: 40,
          objectives: aos({ AO1: 16, AO3: 16, AO4: 8 }),
          levels: bands(
            [
              [1, 6],
              [7, 12],
              [13, 19],
              [20, 26],
              [27, 32],
            ],
            L5,
          ),
          accuracyMarks: 8,
          confidence: "M",
          sourceNote:
            "facts §4.1 Paper 1 B: one essay from two, no extract; AO1 16 + AO3 16 on one 32-mark grid + 8 AO4 (1-2 / 3-5 / 6-8) [S9, M]",
        }),
      ],
    },
    {
      id: "paper-2",
      name: "Paper 2: 19th-century novel and poetry since 1789",
      code: "1ET0/02",
      timeAllowedMinutes: 135,
      timeAllowedNote: "facts §4.1: 2h15 [S9, M]",
      confidence: "M",
      setTexts: [...EDEXCEL_NINETEENTH_CENTURY, ...EDEXCEL_POETRY],
      topics: [],
      questionTypes: [
        question({
          id: "novel-extract",
          name: "19th-century novel (a): the extract (20 marks)",
          kind: "language-analysis",
          marks: 20,
          objectives: aos({ AO2: 20 }),
          levels: EDEXCEL_20,
          sourceLabel: "Extract",
          answerPlaceholder:
            "Write your answer here. Stay with the extract: pick short quotations and explain how the writer's language, form and structure create meaning.",
          guidance:
            "Only the extract counts here. Examiners reward close analysis of the writer's language, form and structure and their effects, with precise terminology.",
          confidence: "M",
          sourceNote: "facts §4.1 Paper 2 A(a): extract of about 400 words, 20, AO2 [S9, M]",
        }),
        question({
          id: "novel-whole",
          name: "19th-century novel (b): the novel as a whole (20 marks)",
          kind: "whole-text-essay",
          marks: 20,
          objectives: aos({ AO1: 20 }),
          levels: EDEXCEL_20,
          confidence: "M",
          sourceNote: "facts §4.1 Paper 2 A(b): the novel as a whole, 20, AO1 [S9, M]",
        }),
        question({
          id: "anthology-comparison",
          name: "Poetry anthology: compare the named poem with another (20 marks)",
          kind: "poetry-comparison",
          marks: 20,
          objectives: aos({ AO2: 15, AO3: 5 }),
          levels: EDEXCEL_20,
          sourceLabel: "Poem",
          confidence: "M",
          sourceNote: "facts §4.1 Paper 2 B part 1: 20 (AO2 15, AO3 5) [S9, M]",
        }),
        question({
          id: "unseen-comparison",
          name: "Unseen poetry: compare two poems (20 marks)",
          kind: "unseen-poetry-comparison",
          marks: 20,
          objectives: aos({ AO1: 8, AO2: 12 }),
          levels: EDEXCEL_20,
          sourceLabel: "Poems",
          confidence: "M",
          sourceNote: "facts §4.1 Paper 2 B part 2: two unseen contemporary poems, 20 (AO1 8, AO2 12) [S9, M]",
        }),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// WJEC Eduqas C720
// ---------------------------------------------------------------------------------------------

/**
 * Eduqas marks each question on one grid with its objectives "equally weighted" (facts §5.1).
 * The whole-mark split is ours, following S10's convention: equal shares, any odd mark to AO1
 * (15 -> 8/7, 20 -> 10/10, 25 -> 9/8/8, 35 -> 18/17, 40 -> 14/13/13).
 */
const EDUQAS_SPLIT_NOTE = "objectives equally weighted; whole-mark split ours (odd mark to AO1, as S10)";

const EDUQAS_SHAKESPEARE = [
  "Romeo and Juliet",
  "Macbeth",
  "Othello",
  "Much Ado About Nothing",
  "The Merchant of Venice",
  "Twelfth Night",
];

/** Partial list (facts §5.1, M); the rest of the post-1914 list was not found. */
const EDUQAS_POST_1914_PARTIAL = [
  "Lord of the Flies (William Golding)",
  "Anita and Me (Meera Syal)",
  "Boys Don't Cry (Malorie Blackman)",
  "The Woman in Black (Susan Hill)",
  "Oranges Are Not the Only Fruit (Jeanette Winterson)",
];

/**
 * Component 2 Section B's 19th-century prose texts. The facts file did not find this list (§5.1); two public revision
 * guides to the specification agree on these six (one on the 19th-century prose, one on Component 2), so they are
 * listed with low confidence. Before they were listed here the answer form showed no set text for the question.
 */
const EDUQAS_NINETEENTH_CENTURY = [
  "A Christmas Carol (Charles Dickens)",
  "Silas Marner (George Eliot)",
  "Pride and Prejudice (Jane Austen)",
  "The War of the Worlds (H.G. Wells)",
  "Jane Eyre (Charlotte Brontë)",
  "The Strange Case of Dr Jekyll and Mr Hyde (Robert Louis Stevenson)",
];

const wjec: BoardSubject = {
  subjectId: "english-literature",
  boardId: "wjec",
  specCode: "C720QS",
  objectiveMeanings: LITERATURE_OBJECTIVES,
  papers: [
    {
      id: "component-1",
      name: "Component 1: Shakespeare and poetry",
      code: "C720U10-1",
      timeAllowedMinutes: 120,
      timeAllowedNote: "facts §5.1: Component 1 2h [S20/S21, H/M]",
      confidence: "M",
      setTexts: [...EDUQAS_SHAKESPEARE, "Eduqas Poetry Anthology (poems from 1789 to the present)"],
      topics: [],
      questionTypes: [
        question({
          id: "shakespeare-extract",
          name: "Shakespeare (a): extract question (15 marks)",
          kind: "language-analysis",
          marks: 15,
          objectives: aos({ AO1: 8, AO2: 7 }),
          levels: evenBands(15, L5),
          sourceLabel: "Extract",
          answerPlaceholder:
            "Write your answer here. Refer closely to the extract, quoting short phrases and explaining how Shakespeare's language creates meaning.",
          guidance:
            "Examiners reward a focused response to the extract with close references and analysis of Shakespeare's language, form and structure. Context earns nothing extra here.",
          confidence: "M",
          sourceNote: `facts §5.1 Component 1 A(a): 15, AO1 and AO2; five 3-mark bands [S10, M]; ${EDUQAS_SPLIT_NOTE}`,
        }),
        question({
          id: "shakespeare-essay",
          name: "Shakespeare (b): essay on the whole play (25 marks)",
          kind: "whole-text-essay",
          marks: 25,
          objectives: aos({ AO1: 10, AO2: 10, AO4: 5 }),
          levels: evenBands(20, L5),
          accuracyMarks: 5,
          confidence: "M",
          sourceNote: `facts §5.1 Component 1 A(b): 20 (AO1 + AO2) + 5 AO4 (1 / 2-3 / 4-5) [S10, M]; ${EDUQAS_SPLIT_NOTE}`,
        }),
        question({
          id: "anthology-poem",
          name: "Poetry anthology (a): the named poem (15 marks)",
          kind: "language-analysis",
          marks: 15,
          objectives: aos({ AO1: 5, AO2: 5, AO3: 5 }),
          levels: evenBands(15, L5),
          sourceLabel: "Poem",
          answerPlaceholder:
            "Write your answer here. Explain what the printed poem says about the idea in the question and how the poet's choices shape it, with links to context.",
          guidance:
            "Examiners reward a clear reading of the named poem, analysis of the poet's methods and context that illuminates the poem.",
          confidence: "M",
          sourceNote: `facts §5.1 Component 1 B(a): named anthology poem (printed), 15, AO1, AO2 and AO3 [S10, M]; ${EDUQAS_SPLIT_NOTE}`,
        }),
        question({
          id: "anthology-comparison",
          name: "Poetry anthology (b): compare with another poem (25 marks)",
          kind: "poetry-comparison",
          marks: 25,
          objectives: aos({ AO1: 9, AO2: 8, AO3: 8 }),
          levels: evenBands(25, L5),
          sourceLabel: "Poem",
          confidence: "M",
          sourceNote: `facts §5.1 Component 1 B(b): compare with a second anthology poem of your choice, 25, AO1, AO2 and AO3 [S10, M]; ${EDUQAS_SPLIT_NOTE}`,
        }),
      ],
    },
    {
      id: "component-2",
      name: "Component 2: Post-1914 prose/drama, 19th-century prose and unseen poetry",
      code: "C720U20-1",
      timeAllowedMinutes: 150,
      timeAllowedNote: "facts §5.1: Component 2 2h30 [S20/S21, H/M]",
      confidence: "M",
      setTexts: [...EDUQAS_POST_1914_PARTIAL, ...EDUQAS_NINETEENTH_CENTURY],
      topics: [],
      questionTypes: [
        question({
          id: "post-1914",
          name: "Post-1914 prose or drama: extract and whole text (40 marks)",
          kind: "extract-to-whole-text",
          marks: 40,
          objectives: aos({ AO1: 18, AO2: 17, AO4: 5 }),
          levels: evenBands(35, L5),
          accuracyMarks: 5,
          sourceLabel: "Extract",
          confidence: "M",
          sourceNote: `facts §5.1 Component 2 A: one source-based question on an extract and the whole text, 35 (AO1 + AO2) + 5 AO4 [S10, S20, M]; ${EDUQAS_SPLIT_NOTE}`,
        }),
        question({
          id: "nineteenth-century-prose",
          name: "19th-century prose: extract and whole novel (40 marks)",
          kind: "extract-to-whole-text",
          marks: 40,
          objectives: aos({ AO1: 14, AO2: 13, AO3: 13 }),
          levels: evenBands(40, L5),
          sourceLabel: "Extract",
          answerPlaceholder:
            "Write your answer here. Start with a clear argument about the question, then support it with quotations from the extract and the whole novel.",
          confidence: "M",
          sourceNote: `facts §5.1 Component 2 B: 40, AO1, AO2 and AO3; five 8-mark bands [S10, M]; ${EDUQAS_SPLIT_NOTE}; set texts from two revision guides (the facts file did not find the list), L`,
        }),
        question({
          id: "unseen-poem",
          name: "Unseen poetry (a): one poem (15 marks)",
          kind: "unseen-poem",
          marks: 15,
          objectives: aos({ AO1: 8, AO2: 7 }),
          levels: evenBands(15, L5),
          sourceLabel: "Poem",
          confidence: "M",
          sourceNote: `facts §5.1 Component 2 C(a): 15, AO1 + AO2 [S10, M]; ${EDUQAS_SPLIT_NOTE}`,
        }),
        question({
          id: "unseen-comparison",
          name: "Unseen poetry (b): compare the two poems (25 marks)",
          kind: "unseen-poetry-comparison",
          marks: 25,
          objectives: aos({ AO1: 13, AO2: 12 }),
          levels: evenBands(25, L5),
          sourceLabel: "Poems",
          confidence: "M",
          sourceNote: `facts §5.1 Component 2 C(b): 25, AO1 + AO2 [S10, M]; ${EDUQAS_SPLIT_NOTE}`,
        }),
      ],
    },
  ],
};

export const ENGLISH_LITERATURE: BoardSubject[] = [ocr, aqa, edexcel, wjec];
