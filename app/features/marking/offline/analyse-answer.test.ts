import { describe, expect, it } from "vitest";

import dictionary from "dictionary-en-gb";
import nspell from "nspell";

import { SUBMISSION_LIMITS } from "~/features/submissions/submission-rules";

import {
  analyseAnswer,
  analysisWork,
  type AnswerInput,
  crudeStem,
  distinctTerms,
  EXTRA_WORDS,
  spellingCandidates,
  type SpellingVerdicts,
} from "./analyse-answer";
import { buildChecker, misspeltAmong } from "./spelling-worker.mjs";

// The spell checker built here, in the test's thread, from the same functions the marker's worker runs
// (spelling-service.test.ts tests the worker itself), so these tests can stay synchronous.
const checker = buildChecker(nspell, dictionary, EXTRA_WORDS);

function verdictsOn(answerText: string): SpellingVerdicts {
  return { misspelt: new Set(misspeltAmong(checker, spellingCandidates(answerText))) };
}

function analyse(answerText: string, extra: Partial<AnswerInput> = {}) {
  return analyseAnswer({ questionText: "", sourceText: null, answerText, ...extra }, verdictsOn(answerText));
}

describe("sentences and paragraphs", () => {
  it("splits sentences with exact offsets into the answer", () => {
    const answer = "Macbeth is ambitious. He kills Duncan! Does he regret it? Yes.";
    const { sentences } = analyse(answer);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "Macbeth is ambitious.",
      "He kills Duncan!",
      "Does he regret it?",
      "Yes.",
    ]);
    for (const sentence of sentences) expect(answer.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it("does not split after titles, initials or a quotation that carries on in lower case", () => {
    const answer = 'Mr. Birling is arrogant. J. B. Priestley uses him to mock capitalists. He shouts "What?" and storms off.';
    expect(analyse(answer).sentences.map((sentence) => sentence.text)).toEqual([
      "Mr. Birling is arrogant.",
      "J. B. Priestley uses him to mock capitalists.",
      'He shouts "What?" and storms off.',
    ]);
  });

  it("does not split after initials written without spaces (J.B. Priestley, R.L. Stevenson, H.G. Wells)", () => {
    const answer =
      "In An Inspector Calls, J.B. Priestley mocks Birling. R.L. Stevenson wrote Jekyll and Hyde in 1886. I read H.G. Wells too.";
    expect(analyse(answer).sentences.map((sentence) => sentence.text)).toEqual([
      "In An Inspector Calls, J.B. Priestley mocks Birling.",
      "R.L. Stevenson wrote Jekyll and Hyde in 1886.",
      "I read H.G. Wells too.",
    ]);
    // A sentence that ends on a word still ends there.
    expect(analyse("He was in the war. It ended. Then home.").sentences).toHaveLength(3);
  });

  it("uses blank lines for paragraphs, or single line breaks when there are no blank lines", () => {
    expect(analyse("First point here.\n\nSecond point here.\nStill second.").paragraphs).toHaveLength(2);
    expect(analyse("First point here.\nSecond point here.\nThird point.").paragraphs).toHaveLength(3);
  });

  it("finds sentences without a capital letter or end punctuation, and run-ons", () => {
    const runOn = `He ${"went to the shop and then ".repeat(8)}came home`;
    const stats = analyse(`the witches are evil. Macbeth trusts them. ${runOn}`).sentenceStats;
    expect(stats.noCapitalStart).toEqual([0]);
    expect(stats.missingEndPunctuation).toEqual([2]);
    expect(stats.runOns).toEqual([2]);
  });

  it("does not count a letter's greeting, sign-off and signed name as missing their full stops; a real slip still counts", () => {
    const letter = (body: string) => ["Dear Mrs Patel,", body, "Yours sincerely,", "Sam Taylor"].join("\n\n");
    expect(analyse(letter("Homework should be limited, not banned.")).sentenceStats.missingEndPunctuation).toEqual([]);
    expect(analyse(letter("Homework should be limited, not banned")).sentenceStats.missingEndPunctuation).toEqual([1]);
    for (const [greeting, signOff] of [["To whom it may concern,", "Yours faithfully,"], ["Dear Sir or Madam", "Kind regards,"]]) {
      expect(analyse([greeting, "It is late.", signOff, "A. Student"].join("\n\n")).sentenceStats.missingEndPunctuation).toEqual([]);
    }
    // A short line with no full stop is a slip when no sign-off comes before it.
    expect(analyse(["Dear Mrs Patel,", "It is late.", "Sam Taylor"].join("\n\n")).sentenceStats.missingEndPunctuation).toEqual([2]);
    // The sign-off and the name on one line (offline-2.26: a review found "Yours faithfully, Josh Carter" told to take a full stop).
    expect(analyse(["Dear Sir or Madam,", "Zoos should close.", "Yours faithfully, Josh Carter"].join("\n\n")).sentenceStats.missingEndPunctuation).toEqual([]);
    // A sentence that only starts like a sign-off is still a sentence.
    expect(analyse(["Dear Sir,", "Zoos should close.", "Thank you for reading my letter about the zoo"].join("\n\n")).sentenceStats.missingEndPunctuation).toEqual([2]);
  });
});

describe("a quotation with ! or ? inside, and a letter's signed name", () => {
  it("does not end the sentence at a ! inside a quotation that carries on in lower case, so it asks for no capital there", () => {
    for (const answer of [
      'Lady Macbeth cries "Out, damned spot! out, I say!" and tries to wash imaginary blood from her hands.',
      "Lady Macbeth cries 'Out, damned spot! out, I say!' and tries to wash imaginary blood from her hands.",
      "Lady Macbeth cries ‘Out, damned spot! out, I say!’ and tries to wash imaginary blood from her hands.",
    ]) {
      const { sentences, sentenceStats } = analyse(answer);
      expect(sentences.map((sentence) => sentence.text), answer).toEqual([answer]);
      expect(sentenceStats.noCapitalStart, answer).toEqual([]);
    }
    // A quotation of more than one sentence is part of the student's one sentence, when it closes.
    const tybalt = 'Tybalt embodies the hatred: "peace? I hate the word, as I hate hell, and all Montagues". The repetition of "hate" shows his aggression.';
    expect(analyse(tybalt).sentences.map((sentence) => sentence.text)).toEqual([
      'Tybalt embodies the hatred: "peace? I hate the word, as I hate hell, and all Montagues".',
      'The repetition of "hate" shows his aggression.',
    ]);
    // One left open is not: its sentences still end.
    expect(analyse('He says "peace? I hate the word. Then he fights. Later he dies.').sentences).toHaveLength(4);
    // Outside a quotation a ! still ends a sentence, and a lower-case start after it is still a slip.
    expect(analyse("She is guilty! she cannot sleep.").sentenceStats.noCapitalStart).toEqual([1]);
    // An apostrophe in a word opens no quotation.
    expect(analyse("Macbeth's guilt grows! he sees a dagger.").sentenceStats.noCapitalStart).toEqual([1]);
  });

  it("does not check the spelling of the name signed under a letter", () => {
    const letter = ["Dear Mrs Patel,", "Please keep the library open.", "Yours sincerely,", "Priya Okonkwo"].join("\n\n");
    expect(analyse(letter).spelling.misspelt.map((miss) => miss.word)).toEqual([]);
    // The words of the letter are still checked: a misspelt sign-off counts.
    const slip = ["Dear Mrs Patel,", "Please keep the libary open.", "Yours sincerly,", "Priya Okonkwo"].join("\n\n");
    expect(analyse(slip).spelling.misspelt.map((miss) => miss.word)).toEqual(expect.arrayContaining(["libary", "sincerly"]));
  });

  it("does not check the spelling of a web address in the answer, but still checks the words around it (offline-2.21)", () => {
    const answer = "I read about this on https://www.bbc.co.uk/bitesize/guides/zqxsnbk/revision?utm_source=abcxyz and www.gcsepod.co.uk/macbth where it says Macbeth is ambitous.";
    const words = analyse(answer).spelling.misspelt.map((miss) => miss.word);
    expect(words).toEqual(["ambitous"]);
  });
});

describe("quotations", () => {
  it("finds double, curly and single quotations but not apostrophes", () => {
    const answer = "Macbeth's \"vaulting ambition\" and the witches' chant ‘fair is foul’ show 'hidden evil' in Scotland.";
    const texts = analyse(answer).quotations.map((quotation) => quotation.text);
    expect(texts).toEqual(["vaulting ambition", "fair is foul", "hidden evil"]);
  });

  it("keeps each quotation's exact text with its marks", () => {
    const answer = 'The verb "prick" suggests pain.';
    const [quotation] = analyse(answer).quotations;
    expect(quotation?.raw).toBe('"prick"');
    expect(answer.slice(quotation?.start, quotation?.end)).toBe('"prick"');
  });

  it("tells embedded quotations from standalone ones", () => {
    const answer =
      'Shakespeare shows that Macbeth\'s "vaulting ambition" will destroy him. Macbeth is ambitious. "I have no spur to prick the sides of my intent."';
    const [embedded, standalone] = analyse(answer).quotations;
    expect(embedded?.placement).toBe("embedded");
    expect(embedded?.embedded).toBe(true);
    expect(standalone?.placement).toBe("standalone");
    expect(standalone?.embedded).toBe(false);
  });

  it("calls a quotation after a colon at the end of the sentence introduced", () => {
    const [quotation] = analyse('This is shown when Macbeth says: "Stars, hide your fires".').quotations;
    expect(quotation?.placement).toBe("introduced");
  });

  it("checks quotations against the source, ignoring case and punctuation", () => {
    const sourceText = "I have no spur\nTo prick the sides of my intent, but only\nVaulting ambition";
    const { quotations } = analyse('He admits "to prick the sides of my intent" but also "the dagger of the mind".', { sourceText });
    expect(quotations.map((quotation) => quotation.inSource)).toEqual([true, false]);
    expect(analyse('He says "no spur".').quotations[0]?.inSource).toBeNull();
  });

  it("finds a quotation that runs across a printed line number, or whose inner quotation marks were changed", () => {
    // As the form prints a Language source: a number every few lines.
    const sourceText = "for what\n20 dog likes a figure bent under a heavy bag? And she asked, half\ndoubtingly, \"Would they let such as me go there?\"";
    const { quotations } = analyse(
      "The rhetorical question \"for what dog likes a figure bent under a heavy bag?\" shows fear, and she asks \"half doubtingly, 'Would they let such as me go there?'\" but never \"would they let me in\".",
      { sourceText },
    );
    expect(quotations.map((quotation) => quotation.inSource)).toEqual([true, true, false]);
  });

  it("finds 'we was', 'they was' and 'you was' in the student's own words, not in a character's quoted speech", () => {
    const slips = (answer: string) => analyse(answer).grammarSlips.map((hit) => hit.text);
    expect(slips("After school we was going to the beach but they was all closed.")).toEqual(["we was", "they was"]);
    expect(slips("\"We was only playing,\" said Tom, and his brother laughed.")).toEqual([]);
    expect(slips("We were late, and you were right.")).toEqual([]);
  });

  it("finds a quotation with words left out (an ellipsis), each part the source's own words, and not one whose parts are not", () => {
    // A review of practice papers (2026-11-28): '"The parks! ... where are they?"' was "not word for word".
    const sourceText = "The parks! The great green parks of the city, where are they? Sold, every one, for houses.";
    const { quotations } = analyse(
      'The writer exclaims "The parks! ... where are they?" and "The parks … for houses" but not "The parks ... all gone".',
      { sourceText },
    );
    expect(quotations.map((quotation) => quotation.inSource)).toEqual([true, true, false]);
  });

  it("marks a quotation as analysed when its sentence or the next one analyses it", () => {
    const answer = 'Macbeth speaks of "vaulting ambition". The metaphor suggests reckless pride.\n\nHe says "tomorrow". Then he dies.';
    expect(analyse(answer).quotations.map((quotation) => quotation.analysed)).toEqual([true, false]);
  });
});

describe("British spelling", () => {
  it("accepts British spellings and flags American ones and misspellings", () => {
    const { spelling } = analyse("The colour of the blood helps us analyse his guilt. The color is red. He will recieve a crown.");
    expect(spelling.available).toBe(true);
    expect(spelling.misspelt.map((misspelling) => misspelling.word)).toEqual(["color", "recieve"]);
    expect(spelling.errorRate).toBeGreaterThan(0);
  });

  it("points each misspelling at its sentence and exact position", () => {
    const answer = "It is clear. He will recieve it.";
    const [misspelling] = analyse(answer).spelling.misspelt;
    expect(misspelling?.sentence).toBe(1);
    expect(answer.slice(misspelling?.index, (misspelling?.index ?? 0) + 7)).toBe("recieve");
  });

  it("ignores proper nouns, numbers, quoted words and words from the question or source", () => {
    const answer = [
      "Then Brüning and Stresemannx failed in 1930.",
      'Macbeth says "thou sure and firm-set earthe" before Glamisx.',
      "Banquoz appears later, but Banquoz stays silent.",
      "The trammel image is strange.",
      "Zoggle appears in the question.",
    ].join(" ");
    const { spelling } = analyse(answer, { sourceText: "could trammel up the consequence", questionText: "What is a zoggle?" });
    expect(spelling.misspelt).toEqual([]);
  });

  it("still checks a capitalised word at the start of a sentence", () => {
    expect(analyse("Becuase he is weak, he obeys.").spelling.misspelt.map((misspelling) => misspelling.word)).toEqual(["Becuase"]);
  });

  it("accepts Oxford -ize spellings whose -ise form is British", () => {
    expect(analyse("He will realize his error and organize his thoughts.").spelling.misspelt).toEqual([]);
  });

  it("reports spelling as unavailable without a checker", () => {
    const features = analyseAnswer({ questionText: "", sourceText: null, answerText: "The color." }, null);
    expect(features.spelling).toEqual({ available: false, checked: 0, misspelt: [], errorRate: 0 });
  });
});

describe("terminology, verbs and markers", () => {
  it("finds subject terms and analytical verbs in the student's own words only", () => {
    const features = analyse('The metaphor "a sonnet of imagery" suggests pride, and the soliloquy reveals his dramatic irony.');
    expect(distinctTerms(features.terminology.literature)).toEqual(["metaphor", "soliloqu", "dramatic irony", "irony"]);
    expect(distinctTerms(features.analyticalVerbs)).toEqual(["suggest", "reveal"]);
  });

  it("finds Language and History vocabulary", () => {
    const language = analyse("The writer uses a rhetorical question and a tricolon, then a short sentence.");
    expect(distinctTerms(language.terminology.language)).toEqual(["rhetorical question", "tricolon", "short sentence"]);
    const history = analyse("The significance of the propaganda was a consequence of its provenance.");
    expect(distinctTerms(history.terminology.history)).toEqual(expect.arrayContaining(["significan", "propaganda", "consequence", "provenance"]));
  });

  it("finds context markers, linking words, judgements and causal links", () => {
    const features = analyse(
      "A Jacobean audience feared witchcraft. However, the play ultimately shows the patriarchal order. To a large extent I agree, because the Depression led to unemployment.",
    );
    expect(distinctTerms(features.contextMarkers)).toEqual(expect.arrayContaining(["jacobean", "audience", "witchcraft", "patriarch"]));
    expect(distinctTerms(features.linking)).toEqual(expect.arrayContaining(["however", "ultimately"]));
    expect(distinctTerms(features.judgement)).toEqual(expect.arrayContaining(["to a large extent", "i agree", "ultimately"]));
    expect(distinctTerms(features.causal)).toEqual(expect.arrayContaining(["because", "led to"]));
  });

  it("finds dates, figures and names that the question did not give", () => {
    const features = analyse("In 1923 the French occupied the Ruhr, and by 1932 6 million were unemployed under Hindenburg.", {
      questionText: "Why did Hindenburg appoint Hitler?",
    });
    expect(features.knowledge.years.map((hit) => hit.text)).toEqual(["1923", "1932"]);
    expect(features.knowledge.statistics.map((hit) => hit.text)).toEqual(["6 million"]);
    expect(features.knowledge.namedEntities.map((hit) => hit.text)).toEqual(["French", "Ruhr"]);
  });

  it("keeps two names a 'the' stands between as two details, not one run-together name (offline-2.4 audit)", () => {
    // The audit's strength listed "(Chain, 1940, Second World War the American)" as if it were details.
    const features = analyse(
      "In 1940 Florey and Chain showed that penicillin worked, and in the Second World War the American government paid companies to mass-produce it.",
      { questionText: "Explain why there was rapid progress in the treatment of infection in the years c1900-present." },
    );
    const names = features.knowledge.namedEntities.map((hit) => hit.text);
    expect(names).toEqual(["Florey", "Chain", "Second World War", "American"]);
    expect(names.join(" ")).not.toMatch(/War the American/);
    // "the" after a single name still joins a title to it; "of the" still joins a name.
    expect(analyse("He defeated Ivan the Terrible before the Night of the Long Knives.").knowledge.namedEntities.map((hit) => hit.text)).toEqual([
      "Ivan the Terrible",
      "Night of the Long Knives",
    ]);
  });

  it("flags a vague word only as the student's own evaluation, not in a term of the subject or used literally (offline-2.4 audit)", () => {
    const terms = [
      "People believed that bad air, or miasma, caused the Black Death, so they carried posies of herbs.",
      "Chamberlain met Hitler at the Bad Godesberg meeting in September 1938.",
      "Shakespeare uses pathetic fallacy rather than simply having bad weather, so the storm mirrors the chaos.",
      'Macbeth says "Fair is foul", and Duncan calls him a "good" and "worthy" thing in his eyes.',
      "A poor harvest and bad roads made the famine worse, and the struggle of good against evil runs through the play.",
      "The simile is a kind of warning to the reader.",
    ];
    for (const text of terms) expect(analyse(text).vague.map((hit) => hit.text), text).toEqual([]);
    const own = analyse("This is a good quote because it shows his feelings. The ending is bad. It is kind of sad and a really nice description.");
    expect(own.vague.map((hit) => hit.text.toLowerCase())).toEqual(["good", "bad", "kind of", "really", "nice"]);
  });

  it("finds the facts of the question's History topic an answer names, without the question's words (offline-2.4 audit)", () => {
    const features = analyse("There was hyperinflation which made money worthless. Also the French invaded the Ruhr.", {
      questionText: "Describe two problems faced by the Weimar Republic in 1923.",
    });
    expect(features.relevance.coverage).toBe(0);
    expect(features.relevance.topicFacts).toEqual(["hyperinflation", "french", "ruhr"]);
    // The question's own facts are not extra, and a question that names no History topic has none.
    expect(analyse("The Munich Putsch failed.", { questionText: "Describe two features of the Munich Putsch." }).relevance.topicFacts).toEqual([]);
    expect(analyse("The Ruhr was invaded.", { questionText: "How does the writer present the storm?" }).relevance.topicFacts).toEqual([]);
  });

  it("splits an answer into the separate items a point-marked question counts, each checked against the source", () => {
    const sourceText = "Down on the shingle the fishermen worked without speaking. They dragged their nets to safety before the first wave broke.";
    const features = analyse("They drag their nets to safety\nthe fishermen do not talk; the sea is calm\nThe weather is lovely.", {
      questionText: "List four things about the fishermen.",
      sourceText,
    });
    expect(features.items.map((item) => item.text)).toEqual(["They drag their nets to safety", "the fishermen do not talk", "the sea is calm", "The weather is lovely."]);
    // "drag" and "dragged" start alike: the item draws on the source; the question's "fishermen" does not count.
    expect(features.items.map((item) => item.sourceStems)).toEqual([["drag", "net", "safety"], [], [], []]);
    expect(features.items[1]!.questionStems).toEqual(["fishermen"]);
    const supported = analyse("There was hyperinflation which made money worthless. Also the French invaded the Ruhr.");
    expect(supported.items.map((item) => [item.opensPoint, item.supportStems])).toEqual([
      [false, 3],
      [true, 0],
    ]);
  });

  it("notices slips a spell checker cannot see", () => {
    expect(analyse("He could of stopped, but i think he was scared.").grammarSlips.map((hit) => hit.text)).toEqual(["could of", "i"]);
  });
});

describe("relevance and vocabulary", () => {
  const questionText = "Starting with this extract, explore how Shakespeare presents ambition in Macbeth.";

  it("measures how far the answer addresses the question's words, stemmed crudely", () => {
    const onTopic = analyse("Macbeth is ambitious. His ambition grows. Lady Macbeth shares his ambitions.", { questionText });
    expect(onTopic.relevance.questionTerms).toEqual(["ambit", "macbeth"]);
    expect(onTopic.relevance.coverage).toBe(1);
    expect(onTopic.relevance.score).toBeGreaterThan(0.9);
    const offTopic = analyse("Romeo loves Juliet. The feud between the families is bitter.", { questionText });
    expect(offTopic.relevance.coverage).toBe(0);
    expect(offTopic.relevance.score).toBeLessThan(0.1);
  });

  it("stems related words together", () => {
    expect(crudeStem("ambitious")).toBe(crudeStem("ambition"));
    expect(crudeStem("weaknesses")).toBe(crudeStem("weakness"));
  });

  it("stems a singular and its plural together, and leaves words that only look plural alone", () => {
    for (const [singular, plural] of [["Missile", "missiles"], ["theme", "themes"], ["cause", "causes"], ["war", "wars"], ["state", "states"], ["class", "classes"]]) {
      expect(crudeStem(plural!), `${singular} / ${plural}`).toBe(crudeStem(singular!));
    }
    expect(crudeStem("class")).toBe("class");
    expect(crudeStem("crisis")).toBe("crisis");
    expect(crudeStem("campus")).toBe("campus");
  });

  it("gives repetitive writing a lower vocabulary range than varied writing", () => {
    const repetitive = analyse("It was good and it was nice and it was good. ".repeat(12));
    const varied = analyse(
      "Dawn spills across cobbles while traders unfold tarpaulins, stack glistening apples, argue cheerfully, and sip scalding tea. " +
        "Pigeons strut between crates; a radio crackles somewhere distant. Gradually, shoppers arrive clutching crumpled lists, " +
        "bargaining loudly beneath striped awnings as church bells announce another ordinary, extraordinary morning in town.",
    );
    expect(varied.vocabulary.typeTokenRatio).toBeGreaterThan(repetitive.vocabulary.typeTokenRatio);
  });
});

describe("the analysis as a whole", () => {
  it("is deterministic and handles an empty answer", () => {
    const input = { questionText: "Why?", sourceText: "A source.", answerText: 'He "sees" it. Therefore he acts.' };
    expect(analyseAnswer(input, verdictsOn(input.answerText))).toEqual(analyseAnswer(input, verdictsOn(input.answerText)));
    const empty = analyse("");
    expect(empty.wordCount).toBe(0);
    expect(empty.sentences).toEqual([]);
    expect(empty.relevance.score).toBe(0);
  });

  it("analyses a 20,000-character answer quickly", () => {
    const paragraph =
      'Shakespeare presents Macbeth\'s "vaulting ambition" as a metaphor that suggests reckless pride; however, a Jacobean audience would recieve it as a warning. ';
    const answer = Array.from({ length: 140 }, (_, index) => `${paragraph}Point ${index}.\n\n`).join("").slice(0, 20_000);
    const started = performance.now();
    const features = analyse(answer, { questionText: "How does Shakespeare present ambition?", sourceText: "Vaulting ambition" });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(features.quotations.length).toBeGreaterThan(100);
  });
});

describe("answers built to be slow (review: quadratic quotation analysis)", () => {
  const limit = SUBMISSION_LIMITS.answer;
  const repeated = (unit: string) => (length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  // The reviewer's two answers took 190-255 s and 28 s to analyse at the limit; the others found the same
  // kind of cost elsewhere (sentence ends, names, items, the source's stems).
  const answers: Record<string, (length: number) => string> = {
    'a quotation mark before every word ("a "a "a)': repeated('"a '),
    "short quotations side by side": repeated('"hello world" '),
    "single quotation marks side by side": repeated("'hello world' "),
    "quotations inside quotations": repeated(`"a 'b' c" 'd "e" f' `),
    "quotations each introduced by a colon": repeated(': "a" '),
    "full stops without a space after them": (length) => `${".".repeat(length - 1)}x`,
    "one-word sentences": repeated("a. "),
    "a name followed by a long run of spaces": (length) => `Aa${" ".repeat(length - 3)}x`,
    "one long word, also in the source": repeated("a"),
    "a connector before any word": (length) => `a${",".repeat(length - 1)}`,
  };

  /** The analysis's counted work (analysisWork: words split off, range look-ups, characters scanned) for an answer. */
  function stepsFor(answerText: string) {
    analysisWork.steps = 0;
    const features = analyseAnswer({ questionText: "How does Shakespeare present ambition?", sourceText: "a".repeat(SUBMISSION_LIMITS.source), answerText }, null);
    return { steps: analysisWork.steps, features };
  }

  it.each(Object.entries(answers))("analyses %s at the answer limit in work that grows in step with its length", (_name, answerOf) => {
    // Twice the answer, about twice the work (a binary search per word or quotation adds a little): first at
    // sizes the old code still managed, where its work grew fourfold, then at the limit.
    expect(stepsFor(answerOf(limit / 8)).steps).toBeLessThan(2.5 * stepsFor(answerOf(limit / 16)).steps + 100);
    const atHalf = stepsFor(answerOf(limit / 2));
    const atLimit = stepsFor(answerOf(limit));
    expect(atLimit.steps).toBeLessThan(2.5 * atHalf.steps + 100);
    expect(atLimit.steps).toBeLessThan(40 * limit);
    expect(atLimit.features.sentences.length).toBeGreaterThan(0);
  });

  it("still finds and places every quotation in the reviewer's answer", () => {
    const { features } = stepsFor(answers['a quotation mark before every word ("a "a "a)']!(limit));
    // '"a "' then 'a ', over and over: a quotation every six characters, each followed by a word of the student's.
    expect(features.quotations).toHaveLength(Math.floor(limit / 6));
    expect(features.quotations.every((quotation) => quotation.text === "a ")).toBe(true);
    expect(features.quotations[0]?.placement).toBe("introduced");
    expect(features.quotations.slice(1).every((quotation) => quotation.placement === "embedded")).toBe(true);
    expect(features.ownWordCount).toBe(features.wordCount - features.quotations.length);
  });

  it("counts only the student's own words around a quotation, not the words of the quotations beside it", () => {
    const answer = '"One two" "three four" ok. Then Macbeth says: "out" "damned spot". In the end he says "tomorrow" and "tomorrow" again.';
    expect(analyse(answer).quotations.map((quotation) => [quotation.text, quotation.placement])).toEqual([
      ["One two", "standalone"],
      ["three four", "standalone"],
      ["out", "introduced"],
      ["damned spot", "embedded"],
      ["tomorrow", "embedded"],
      ["tomorrow", "embedded"],
    ]);
  });
});

describe("sentences copied from the source (offline-2.19)", () => {
  const sourceText = "Remember me when I am gone away,\nGone far away into the silent land;\nBetter by far you should forget and smile\nThan that you should remember and be sad.";

  it("counts a source's sentence written out as the student's own, but not one set in quotation marks as a quotation", () => {
    const quoted = analyse('The poet wants her lover to be happy. "Better by far you should forget and smile". This shows she is unselfish.', { sourceText });
    expect(quoted.relevance.copiedShare).toBe(0);
    const curly = analyse("The poet wants her lover to be happy. “Better by far you should forget and smile.” This shows she is unselfish.", { sourceText });
    expect(curly.relevance.copiedShare).toBe(0);
    const copied = analyse("The poet wants her lover to be happy. Better by far you should forget and smile. This shows she is unselfish.", { sourceText });
    expect(copied.relevance.copiedShare).toBeCloseTo(1 / 3);
  });
});
