import { afterAll, describe, expect, it } from "vitest";

import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";

import type { MarkingInput } from "../marker";

import { createOfflineMarker } from "./offline-marker";
import { stopBritishSpelling } from "./spelling-service";

/**
 * offline-2.8 (marking audit): a point-marked answer is tied to its source only by a word of the source that is not
 * an everyday word. A paragraph about football shares "well", "went", "really" or "work" with almost any passage, and
 * offline-2.7 counted that as taking points from it (3 of 4 on "list four things", 4 of 4 on a follow-up question).
 */

const marker = createOfflineMarker();
afterAll(async () => {
  await stopBritishSpelling();
});

const FOOTBALL = `Arsenal played really well on Saturday and beat Chelsea three goals to one at the Emirates Stadium. Saka scored the first goal after a brilliant pass from Odegaard, and the crowd went wild. In the second half Chelsea pushed forward but the defence held firm, and Havertz scored a late header. I think Arsenal have a good chance of winning the Premier League this season because their squad is young and talented. My favourite player is Saka because he works hard and never gives up.`;

// Written for this test: a passage in the manner of a nineteenth-century novel's opening.
const HARBOUR = `The fishing families of the harbour rose long before the sun. The men went down to the boats with lanterns, coiling ropes and mending nets by the weak yellow light, while the women gutted the night's catch on the slippery quay. Children carried baskets of herring up the steep cobbled street to the market, their bare feet blue with cold. Nobody complained; the sea had fed their grandfathers and it would feed them as well, so long as the weather held and the boats came home.`;

// Written for this test; it says it is not a real historical document, as the product's practice sources do.
const WHITECHAPEL = `A letter to a London newspaper from a clergyman working in Whitechapel, October 1888 (written for practice: not a real historical document). The crime of Whitechapel grows out of its lodging houses. In Flower and Dean Street alone, hundreds of people sleep each night in common lodging houses at fourpence a bed, and those who cannot pay walk the streets until morning. Drunkenness, theft and violence are everyday things here. Better housing would do more to reduce crime than any number of extra constables.`;

function inputFor(subjectId: "english-language" | "history", boardId: string, paperId: string, questionTypeId: string, topicId: string | undefined, questionText: string, sourceText: string, answerText: string): MarkingInput {
  const questionType = getQuestionType(subjectId, boardId, paperId, questionTypeId, topicId);
  if (!questionType) throw new Error(`no catalogue entry for ${boardId} ${paperId} ${questionTypeId}`);
  return { subjectId, boardId, questionType, objectiveMeanings: getBoardSubject(subjectId, boardId)?.objectiveMeanings ?? {}, questionText, sourceText, answerText };
}

const total = (proposal: MarkerProposal) => proposal.objectives.reduce((sum, objective) => sum + objective.marks, 0);

describe("a point-marked answer is tied to its source by the source's own words, not everyday ones", () => {
  const listFour = (answer: string) =>
    inputFor("english-language", "aqa", "paper-1", "q1", undefined, "Read again the first part of the source. List four things from this part of the source about the fishing families.", HARBOUR, answer);
  const followUp = (answer: string) =>
    inputFor(
      "history",
      "edexcel",
      "paper-1",
      "q2b-follow-up",
      "crime-and-punishment",
      "Which detail in Source A would you follow up to find out more about crime in Whitechapel in the 1880s? Give the detail, the question you would ask, the type of source you would use and how it would help.",
      WHITECHAPEL,
      answer,
    );

  it("gives a paragraph about football nothing on 'list four things' (it shares only 'went' and 'well' with the passage)", async () => {
    expect(total(await marker.mark(listFour(FOOTBALL)))).toBe(0);
  });

  it("still gives four things taken from the passage, quoted or in the student's words, their four marks", async () => {
    const answer = `They got up before the sun.\nThe men mended nets by lantern light.\nThe women gutted the catch on the quay.\nThe children carried herring to the market barefoot.`;
    expect(total(await marker.mark(listFour(answer)))).toBe(4);
  });

  it("gives a paragraph about football nothing on a follow-up question (it shares only 'really' and 'works' with the source)", async () => {
    expect(total(await marker.mark(followUp(FOOTBALL)))).toBe(0);
  });

  it("still gives a follow-up answer that picks a detail of the source its marks", async () => {
    const answer = `Detail in Source A that I would follow up: hundreds of people sleep in common lodging houses at fourpence a bed.
Question I would ask: Were the people who stayed in lodging houses more likely to be arrested for theft or violence?
What type of source I could use: the Metropolitan Police arrest records for H Division in 1888.
How this might help answer my question: the records give the addresses of the people arrested, so I could see how many lived in Flower and Dean Street.`;
    expect(total(await marker.mark(followUp(answer)))).toBeGreaterThanOrEqual(3);
  });
});

describe("a quotation of the source's everyday words still draws on it", () => {
  it("credits a bare list of quotations, everyday words and all", async () => {
    const input = inputFor(
      "english-language",
      "aqa",
      "paper-1",
      "q1",
      undefined,
      "Read again the first part of the source. List four things from this part of the source about the fishing families.",
      HARBOUR,
      `"long before the sun"\n"the weak yellow light"\n"their bare feet blue with cold"\n"coiling ropes and mending nets"`,
    );
    expect(total(await marker.mark(input))).toBe(4);
  });
});
