import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { getQuestionType } from "~/features/catalogue/catalogue";
import type { QuestionType } from "~/features/catalogue/types";

import { computeResult } from "../compute-result";

import { annotationLabel, AO_MEANING, levelBasisLine, ResultView, SHARED_FEEDBACK_LEAD } from "./result-view";

const marker = { id: "offline", model: "rubric-v2", promptVersion: "t1", label: "Offline estimate", offline: true };
const shakespeare = getQuestionType("english-literature", "aqa", "paper-1", "shakespeare")!;
const writing = getQuestionType("english-language", "aqa", "paper-2", "q5")!;

const ESSAY =
  "Shakespeare presents Duncan as an ideal king. Macbeth's soliloquy calls his virtues 'like angels, trumpet-tongued', which suggests his murder is a sin.\n\n" +
  "The play was written around 1606, after the Gunpowder Plot, so a Jacobean audience would see regicide as a crime against God.";
const ZOOS = "Zoos are cruel. I think zoos should be banned because animals are locked up in cages all day and they get sad. they cant run around like in the wild.";

function result(questionType: QuestionType, marks: Record<string, number>, answerText: string, annotations: unknown[] = []) {
  return computeResult({
    questionType,
    objectiveMeanings: {},
    proposal: {
      objectives: Object.entries(marks).map(([code, value]) => ({ code, marks: value, rationale: `${code}.`, evidence: [] })),
      strengths: ["A strength."],
      areasForImprovement: ["An improvement."],
      specificFeedback: "Feedback.",
      suggestions: ["A suggestion."],
      annotations,
    },
    answerText,
    marker,
  });
}

describe("the level line on the result page", () => {
  it("shows a point-marked question's result without a level it does not have", () => {
    const retrieval = getQuestionType("english-language", "aqa", "paper-1", "q1")!;
    const shown = result(retrieval, { AO1: 3 }, "The boy runs.\nThe sea is grey.\nThe boat is small.");
    expect(shown.levelBands).toEqual([]);
    const page = renderToStaticMarkup(<ResultView result={shown} answerText="The boy runs." />);
    expect(page).toContain("Marked point by point: 3 of 4 marks, one for each creditable point");
    expect(page).not.toMatch(/Level \d+: Marked point by point/);
    expect(page).not.toContain("Below Level 1");
  });

  it("says the level is decided on AO1-AO3 with that figure when the mark shown is out of 34", () => {
    const shown = result(shakespeare, { AO1: 8, AO2: 8, AO3: 4, AO4: 4 }, ESSAY);
    expect(shown).toMatchObject({ achievedMarks: 24, totalMarks: 34, level: 4, nextLevel: { level: 5, marksNeeded: 1 } });
    const line = levelBasisLine(shown);
    expect(line).toContain("Your marks for AO1-AO3 are 20 of 30; Level 5 is 21-25 marks (1 more mark)");
    expect(line).toContain("AO4 (4 of 4) is marked separately");
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={ESSAY} />);
    expect(page).toContain("Your marks for AO1-AO3 are 20 of 30; Level 5 is 21-25 marks");
    // "AO" is said in words where the student first meets it.
    expect(page).toContain(AO_MEANING);
    // No bare "1 more mark to reach Level 5" beside "24 / 34", which already looks past 21-25.
    expect(page).not.toMatch(/\d+ more marks? to reach Level/);
  });

  it("colours each objective's bar by its own share (spec section 9 bands), not by the whole answer's", () => {
    // 20 of 34 overall (59%, orange); AO1 10/12 (83%, green), AO2 6/12 (50%, orange), AO3 1/6 (17%, red), AO4 3/4 (75%, green).
    const shown = result(shakespeare, { AO1: 10, AO2: 6, AO3: 1, AO4: 3 }, ESSAY);
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={ESSAY} />);
    const bars = [...page.matchAll(/aria-label="(AO\d): \d+ of \d+ marks"><div class="h-3 rounded-full (bg-\w+-\d+)"/g)].map((match) => [match[1], match[2]]);
    expect(bars).toEqual([
      ["AO1", "bg-green-600"],
      ["AO2", "bg-orange-500"],
      ["AO3", "bg-red-600"],
      ["AO4", "bg-green-600"],
    ]);
  });

  it("never says 'No creditworthy material' or 'N more marks to reach Level 1' beside marks already awarded", () => {
    const shown = result(writing, { AO5: 0, AO6: 2 }, ZOOS);
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={ZOOS} />);
    expect(page).toContain("2 / 40");
    expect(page).not.toMatch(/No creditworthy material/);
    expect(page).not.toMatch(/more marks? to reach Level 1/);
    expect(page).toContain("Your marks for AO5 are 0 of 24; Level 1 is 1-6 marks");
  });

  it("keeps the plain wording when every mark counts towards the level", () => {
    const novel = getQuestionType("english-literature", "aqa", "paper-1", "nineteenth-century-novel")!;
    expect(levelBasisLine(result(novel, { AO1: 8, AO2: 8, AO3: 3 }, ESSAY))).toBe("2 more marks to reach Level 5");
  });
});

describe("annotation labels", () => {
  it("does not label a passage as earning credit for an objective that earned 0", () => {
    const shown = result(writing, { AO5: 0, AO6: 2 }, ZOOS, [
      { quote: "Zoos are cruel.", comment: "A short sentence used for effect.", objective: "AO5", kind: "strength" },
      { quote: "they cant run around", comment: "Start with a capital letter.", objective: "AO6", kind: "improvement" },
    ]);
    expect(annotationLabel(shown.annotations[0]!, shown.objectives)).toBe("Worth building on");
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={ZOOS} />);
    expect(page).not.toMatch(/Earns credit[^<]*\(AO5\)/);
    const credited = result(writing, { AO5: 3, AO6: 2 }, ZOOS, [{ quote: "Zoos are cruel.", comment: "Short sentence.", objective: "AO5", kind: "strength" }]);
    expect(annotationLabel(credited.annotations[0]!, credited.objectives)).toBe("Earns credit");
  });
});

describe("the annotated answer", () => {
  /** The answer's highlights as [the comment each links to, its text, the number after it], in reading order. */
  const highlights = (page: string) =>
    [...page.matchAll(/<a href="#annotation-(\d+)"[^>]*>([^<]*)(?:<sup[^>]*> ?(\d+)<\/sup>)?<\/a>/g)].map(([, to, text, number]) => [Number(to), text, number ? Number(number) : null]);

  it("shows a spelling note inside a highlighted sentence: the sentence is split around the word, and both comments are listed", () => {
    const text = "Zoos are cruel. I think animals wer sad in cages. They should be free.";
    const shown = result(writing, { AO5: 10, AO6: 6 }, text, [
      { quote: "I think animals wer sad in cages.", comment: "Develop this with an example.", objective: "AO5", kind: "improvement" },
      { quote: "wer", comment: "Spelling: “were”.", objective: "AO6", kind: "improvement" },
    ]);
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={text} />);
    expect(highlights(page)).toEqual([
      [1, "I think animals ", null],
      [2, "wer", 2],
      [1, " sad in cages.", 1],
    ]);
    // The word inside the sentence is outlined, so it reads as a passage of its own.
    expect(page).toMatch(/<a href="#annotation-2"[^>]*ring-1[^>]*>wer</);
    expect(page).toContain("Develop this with an example.");
    expect(page).toContain("Spelling: “were”.");
    expect(page).toContain("Zoos are cruel. ");
  });

  it("gives an outer passage that ends with the inner one its own number, linked to its comment", () => {
    const text = "Zoos are crule. They should be banned.";
    const shown = result(writing, { AO5: 10, AO6: 6 }, text, [
      { quote: "Zoos are crule.", comment: "A short sentence for effect.", objective: "AO5", kind: "strength" },
      { quote: "crule.", comment: "Spelling: “cruel”.", objective: "AO6", kind: "improvement" },
    ]);
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={text} />);
    // Both numbers follow the word in the comments' order, apart: "crule.¹,²", never "crule.²¹" (a review read it as 21).
    expect(highlights(page)).toEqual([
      [1, "Zoos are ", null],
      [2, "crule.", null],
      [1, "", 1],
      [2, "", 2],
    ]);
    expect(page).toMatch(/<a href="#annotation-1" aria-describedby="annotation-1" aria-label="Comment 1"[^>]*><sup[^>]*>1<\/sup><\/a><sup[^>]*>,<\/sup><a href="#annotation-2" aria-describedby="annotation-2" aria-label="Comment 2"/);
  });

  it("shows passages that do not overlap as before: one link each, its number inside", () => {
    const shown = result(writing, { AO5: 10, AO6: 6 }, ZOOS, [
      { quote: "Zoos are cruel.", comment: "Short sentence.", objective: "AO5", kind: "strength" },
      { quote: "they cant run around", comment: "Start with a capital letter.", objective: "AO6", kind: "improvement" },
    ]);
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={ZOOS} />);
    expect(highlights(page)).toEqual([
      [1, "Zoos are cruel.", 1],
      [2, "they cant run around", 2],
    ]);
    expect(page).not.toContain("ring-1");
  });

  it("names a highlighted passage's link with a space before its number ('around 1', not 'around1')", () => {
    const shown = result(writing, { AO5: 10, AO6: 6 }, ZOOS, [{ quote: "they cant run around", comment: "Start with a capital letter.", objective: "AO6", kind: "improvement" }]);
    const page = renderToStaticMarkup(<ResultView result={shown} answerText={ZOOS} />);
    const link = /<a href="#annotation-1"[^>]*>(.*?)<\/a>/.exec(page)?.[1] ?? "";
    expect(link.replace(/<[^>]+>/g, "")).toBe("they cant run around 1");
  });
});

describe("the shared page's result", () => {
  it("says before any feedback that it was written to the student, then shows it as written; the student's own page has no such line", () => {
    const shown = {
      ...result(shakespeare, { AO1: 2, AO2: 1, AO3: 1, AO4: 0 }, ESSAY),
      suggestions: ["To reach Level 2 you need about 3 more marks (your marks for AO1-AO3 are 4 of 30)."],
      strengths: ["You build your argument around the extract."],
    };
    const read = (audience: "student" | "shared") =>
      renderToStaticMarkup(<ResultView result={shown} answerText={ESSAY} audience={audience} />).replaceAll("&quot;", '"');
    const shared = read("shared");
    const lead = shared.indexOf(SHARED_FEEDBACK_LEAD.title);
    expect(lead).toBeGreaterThan(-1);
    expect(shared).toContain(SHARED_FEEDBACK_LEAD.text);
    expect(SHARED_FEEDBACK_LEAD.text).toContain('"you" and "your" in them mean that student');
    // The lead comes before the score, the next step and the strengths: every piece of feedback is under it.
    for (const later of ['data-testid="score"', "Next step: ", "You build your argument", "your marks for AO1-AO3 are 4 of 30"]) {
      expect(shared.indexOf(later), later).toBeGreaterThan(lead);
    }
    // The feedback is shown as it was written, not reworded.
    expect(shared).toContain("To reach Level 2 you need about 3 more marks (your marks for AO1-AO3 are 4 of 30).");
    expect(read("student")).not.toContain(SHARED_FEEDBACK_LEAD.title);
  });
});

describe("a question type whose levels are Marker's estimate", () => {
  it("says so above the levels, and says nothing of the kind for the board's own scheme", () => {
    const shown = result(shakespeare, { AO1: 8, AO2: 8, AO3: 3, AO4: 2 }, ESSAY);
    const note = "Marker has not been able to check the board scheme for this question.";
    expect(renderToStaticMarkup(<ResultView result={shown} answerText={ESSAY} schemeNote={note} />)).toContain(note);
    expect(renderToStaticMarkup(<ResultView result={shown} answerText={ESSAY} />)).not.toContain("Marker has not been able to check");
  });
});
