import { beforeAll, describe, expect, it } from "vitest";

import { getBoardSubject, getQuestionType } from "~/features/catalogue/catalogue";
import type { SubjectId } from "~/features/catalogue";

import { createOfflineMarker, preloadOfflineMarker } from "./offline-marker";

/**
 * offline-2.9 (HISTORY_ON_QUESTION): a History answer that shows no knowledge of the question's topic and makes no use of
 * the sources or interpretations asked about earns 0, and so does the question copied back, as the mark schemes say.
 * Found by a marking audit on answers of our own: a paragraph about football got 3-5 marks on AQA Russia Question 6,
 * AQA interpretation and OCR site questions, and the copied question 2 of 4 on AQA "why differ" and 2 of 3 on OCR's
 * short answers. The questions, sources and answers here are written for this test.
 */

const FOOTBALL =
  "Arsenal played really well on Saturday and beat Chelsea three goals to one at the Emirates Stadium. Saka scored the first goal after a brilliant pass from Odegaard, and the crowd went wild. In the second half Chelsea pushed forward but the defence held firm, and Havertz scored a late header. I think Arsenal have a good chance of winning the Premier League this season because their squad is young and talented, although Manchester City are still very strong. My favourite player is Saka because he works hard and never gives up.";

interface Case {
  at: [subject: SubjectId, board: string, paper: string, questionTypeId: string, topic: string];
  question: string;
  source: string | null;
}

const RUSSIA_Q6: Case = {
  at: ["history", "aqa", "paper-1", "q6-more-important", "russia-1894-1945"],
  question:
    "Which of these two was the more important reason why Tsar Nicholas II abdicated in March 1917?\n• The First World War\n• Food shortages in the cities\nExplain your answer, referring to both.",
  source: null,
};

const GERMANY_INTERPRETATIONS =
  "Interpretation A: Hitler came to power because ordinary Germans were desperate after the Depression. Millions were out of work, and the Nazis promised bread and jobs to every family.\n\nInterpretation B: Hitler did not win power; he was handed it. A small group of conservative politicians around President Hindenburg believed they could control him and persuaded the President to appoint him.";

const CASES: Record<string, Case> = {
  "AQA Russia Question 6 (more important, 12 marks)": RUSSIA_Q6,
  "AQA Germany interpretations: why differ (4 marks)": {
    at: ["history", "aqa", "paper-1", "q2-why-differ", "germany-1890-1945"],
    question:
      "Interpretations A and B are both about the reasons why Hitler became Chancellor in 1933. Suggest why their authors might see it differently. Explain your answer using both interpretations and your contextual knowledge.",
    source: GERMANY_INTERPRETATIONS,
  },
  "AQA Germany interpretations: more convincing (8 marks)": {
    at: ["history", "aqa", "paper-1", "q3-more-convincing", "germany-1890-1945"],
    question:
      "Which of Interpretations A and B gives the more convincing explanation of why Hitler became Chancellor in 1933? Explain your answer using both interpretations and your contextual knowledge.",
    source: GERMANY_INTERPRETATIONS,
  },
  "AQA Health and the people factor essay (20 marks)": {
    at: ["history", "aqa", "paper-2", "q4-factor-essay", "health-and-the-people"],
    question:
      "Has the work of individuals been the main factor in the improvement of public health in Britain since c1000? Explain your answer with reference to the work of individuals and other factors.",
    source: null,
  },
  "OCR History around us site question (25 marks)": {
    at: ["history", "ocr", "paper-2", "q1-site", "history-around-us"],
    question:
      "Study Source A, a short description of Kenilworth Castle in Warwickshire. Explain how the physical features of Kenilworth Castle have changed over time. Use Source A and your own knowledge of the site.",
    source:
      "Source A: Kenilworth Castle began as a timber motte built in the 1120s. King John spent heavily on its outer curtain wall and flooded the land around it to make a great lake, the Mere. John of Gaunt turned the inner court into a palace with a great hall, and Robert Dudley added a gatehouse and a tower of guest rooms for Queen Elizabeth's visit in 1575. After the Civil War Parliament had the castle slighted and the Mere drained.",
  },
  "OCR Nazi rule: how useful are the sources (15 marks)": {
    at: ["history", "ocr", "paper-3", "world-depth-q7-sources-useful", "nazi-rule"],
    question:
      "How useful are Sources B and C for an enquiry into how the Nazis tried to control young people in Germany? Use both sources and what you know of the period to explain your answer.",
    source:
      "Source B: a poster from 1936 showing a boy in Hitler Youth uniform beside a drummer, with the words 'Youth serves the Führer'. Source C: a report written in 1938 by a Social Democrat living in exile, saying that many boys were tired of endless marching and that the Swing Youth met in secret to dance to jazz.",
  },
};

const marker = createOfflineMarker();

/** The offline marker's proposal for an answer to the case's question. */
async function proposalFor(item: Case, answer: string) {
  const [subject, board, paper, questionTypeId, topic] = item.at;
  const questionType = getQuestionType(subject, board, paper, questionTypeId, topic);
  if (!questionType) throw new Error(`no question type ${item.at.join("/")}`);
  return marker.mark({
    subjectId: subject,
    boardId: board,
    questionType,
    objectiveMeanings: getBoardSubject(subject, board)?.objectiveMeanings ?? {},
    questionText: item.question,
    sourceText: item.source,
    answerText: answer,
  });
}

async function total(item: Case, answer: string): Promise<number> {
  const proposal = await proposalFor(item, answer);
  return proposal.objectives.reduce((sum, objective) => sum + objective.marks, 0);
}

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

describe("offline-2.9: a History answer that is not on the question earns 0", () => {
  for (const [name, item] of Object.entries(CASES)) {
    it(`a paragraph about football gets 0: ${name}`, async () => {
      expect(await total(item, FOOTBALL)).toBe(0);
    });
    it(`the question copied back gets 0: ${name}`, async () => {
      expect(await total(item, item.question)).toBe(0);
    });
  }

  it("the question copied back gets 0 on OCR's short knowledge answers (point-marked)", async () => {
    const item: Case = {
      at: ["history", "ocr", "paper-1", "thematic-q1-short-answers", "migrants-to-britain"],
      question:
        "(a) Name one group of people who settled in England in the years c.500-1000. (b) Name one country of the Empire that people arrived from on the Windrush in 1948. (c) Give one reason why migrants came to Britain from the Empire after 1945.",
      source: null,
    };
    expect(await total(item, item.question)).toBe(0);
  });

  it("relevant answers keep credit and stay in order: weak < middling < strong (AQA Russia Question 6)", async () => {
    const weak = "The war went badly for Russia and lots of soldiers died. People in the cities did not have enough food so they were angry with the Tsar.";
    const middling =
      "The First World War was the more important reason. Nicholas II took personal command of the army in 1915, so he was blamed for every defeat, and millions of soldiers were killed or wounded.\n\nFood shortages in the cities also mattered. Bread was very expensive in Petrograd and workers went on strike in February 1917. But the shortages were caused by the war, because the railways were used to carry troops instead of grain, so the war was more important.";
    const strong =
      "The First World War was the more important reason why Tsar Nicholas II abdicated, because it caused the other problems and destroyed the army's loyalty. In 1915 Nicholas made himself Commander-in-Chief, so every defeat, such as the huge losses at Tannenberg and in the retreat of 1915, was blamed on him personally. While he was at the front, the Tsarina and Rasputin ran the government, which damaged the reputation of the Romanovs.\n\nFood shortages in the cities were important too. By early 1917 bread prices in Petrograd had risen sharply, and on International Women's Day in February thousands of women queued for bread and then joined striking workers from the Putilov factory. This turned into a general strike of around 200,000 people.\n\nHowever, the shortages were themselves a result of the war: the railways carried troops and munitions instead of grain, and peasants had been conscripted, so less food reached the cities. Crucially, when the Tsar ordered the soldiers of the Petrograd garrison to fire on the crowds, they mutinied and joined them. Without the army's support, and with his generals advising him to go, Nicholas abdicated on 2 March 1917. So the war was more important, because it both caused the food shortages and took away the army that could have crushed the protests.";
    const [w, m, s] = [await total(RUSSIA_Q6, weak), await total(RUSSIA_Q6, middling), await total(RUSSIA_Q6, strong)];
    expect(w).toBeGreaterThan(0);
    expect(w).toBeLessThan(m);
    expect(m).toBeLessThan(s);
  });

  it("relevant interpretation answers keep credit and stay in order (AQA Germany 'more convincing')", async () => {
    const item = CASES["AQA Germany interpretations: more convincing (8 marks)"]!;
    const weak =
      "Interpretation A says that people were poor and wanted jobs after the Depression. I think Interpretation A is more convincing because lots of people were unemployed and the Nazis said they would help them. Interpretation B says Hindenburg chose Hitler but I think people voted for him.";
    const middling =
      "Interpretation A is convincing because after the Wall Street Crash in 1929 unemployment in Germany rose to about six million, and the Nazis promised work and bread, so their votes grew.\n\nInterpretation B is also convincing because Hitler was appointed by Hindenburg in January 1933 after von Papen persuaded him. Overall I think A is more convincing.";
    const strong =
      "Interpretation A is convincing because it explains why the Nazis became the largest party. After the Wall Street Crash of 1929 the Depression put about six million Germans out of work by 1932, and Nazi propaganda run by Goebbels promised 'work and bread'. As a result the Nazi vote rose from 2.6% in 1928 to 37% in July 1932, which made Hitler impossible to ignore.\n\nInterpretation B is more convincing, however, because votes alone did not make Hitler Chancellor. In November 1932 the Nazi vote actually fell to 33%, and Hindenburg had refused to appoint Hitler in August. It was the backstairs intrigue of von Papen, who persuaded Hindenburg that he could control Hitler as Vice-Chancellor, that led to Hitler's appointment on 30 January 1933.\n\nOverall, B is more convincing: the Depression explains Nazi support, but the decision was made by a small elite who underestimated Hitler.";
    const [w, m, s] = [await total(item, weak), await total(item, middling), await total(item, strong)];
    expect(w).toBeGreaterThan(0);
    expect(w).toBeLessThan(m);
    expect(m).toBeLessThan(s);
  });
});

/**
 * offline-2.11 (HISTORY_USES_TEXTS): a question on interpretations, or on what sources show, answered with a narrative
 * of the events that never refers to them earns nothing for working with them. Found by an exploratory review: a
 * narrative of the 1923 hyperinflation got 4 of 4 on AQA Germany "why might the interpretations differ".
 */
describe("offline-2.11: an interpretations or sources question answered without them", () => {
  const HYPERINFLATION =
    "In 1923 Germany suffered hyperinflation. The government could not pay the reparations set by the Treaty of Versailles, so France and Belgium invaded the Ruhr in January 1923 to take coal and goods instead. The workers went on strike and the government printed money to pay them, so prices rose out of control. By November a loaf of bread cost 200 billion marks and people carried their wages in wheelbarrows. Savings became worthless, which hurt the middle classes most. Stresemann ended the crisis by bringing in a new currency, the Rentenmark, and calling off the passive resistance in the Ruhr.";
  const objectivesOf = async (item: Case, answer: string) => {
    const proposal = await proposalFor(item, answer);
    return Object.fromEntries(proposal.objectives.map((objective) => [objective.code, objective.marks]));
  };

  it("gets 0 on AQA's 'why might the interpretations differ' (AO4), where a reference to them earns credit", async () => {
    const whyDiffer = CASES["AQA Germany interpretations: why differ (4 marks)"]!;
    expect(await total(whyDiffer, HYPERINFLATION)).toBe(0);
    const engaged =
      "Interpretation A is written by someone who focuses on ordinary Germans and the Depression, while Interpretation B focuses on the politicians around Hindenburg. The authors might differ because they used different evidence: A may have looked at election results and unemployment, and B at the letters and meetings of von Papen and Hindenburg in January 1933.";
    expect(await total(whyDiffer, engaged)).toBeGreaterThan(0);
  });

  it("advises work on the interpretations themselves, and on AQA's 'how do they differ' only their content", async () => {
    const differ: Case = {
      at: ["history", "aqa", "paper-1", "q1-interpretations-differ", "germany-1890-1945"],
      question: "Read Interpretations A and B about the reasons why Hitler became Chancellor in 1933. How do the two interpretations differ? Explain your answer using details from both.",
      source: GERMANY_INTERPRETATIONS,
    };
    const adviceOf = async (answer: string) => {
      const proposal = await proposalFor(differ, answer);
      return [...proposal.suggestions, ...proposal.objectives.map((objective) => objective.rationale)].join(" ");
    };
    expect(await adviceOf(HYPERINFLATION)).toContain("write about the interpretations themselves");
    const engaged =
      "Interpretation A says Hitler came to power because ordinary Germans were desperate after the Depression and voted for the Nazis, whereas Interpretation B says he was handed power by a small group of politicians around Hindenburg. So A stresses the voters and B stresses the elite.";
    const advice = await adviceOf(engaged);
    expect(advice).not.toContain("author, purpose, emphasis");
  });

  it("keeps its knowledge (AO1) but earns nothing for the sources (AO3) on a 'how useful' question", async () => {
    const useful = CASES["OCR Nazi rule: how useful are the sources (15 marks)"]!;
    const youth =
      "The Nazis controlled young people through the Hitler Youth, which became compulsory in 1939. Boys did marching, sport and military training, and girls in the League of German Maidens learned to be wives and mothers. Schools taught race studies and teachers had to join the Nazi Teachers' League. Some young people resisted, like the Edelweiss Pirates, who sang banned songs and attacked Hitler Youth patrols.";
    const marks = await objectivesOf(useful, youth);
    expect(marks["AO3"] ?? 0).toBe(0);
    const withSources = await objectivesOf(
      useful,
      `${youth} Source B is a poster made by the Nazis in 1936, so its purpose is propaganda: it is useful for showing what the Nazis wanted boys to be, but not what they really thought. Source C was written by a Social Democrat in exile in 1938, so he was against the Nazis, but his report that boys were tired of marching is useful because it fits what we know about the Swing Youth.`,
    );
    expect(withSources["AO3"] ?? 0).toBeGreaterThan(0);
  });
});
