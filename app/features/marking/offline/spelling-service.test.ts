import { describe, expect, it } from "vitest";

import { getBoardSubject, getQuestionType } from "~/features/catalogue/lookup";

import { analyseAnswer, spellingCandidates } from "./analyse-answer";
import { createOfflineMarker } from "./offline-marker";
import { britishSpelling, stopBritishSpelling } from "./spelling-service";
import { ACCENTED_SPELLINGS, commonnessIndex, feedbackCorrection, quickSuggestion, withoutAccents } from "./spelling-worker.mjs";

describe("the spelling service (the offline marker's spell checker, in its own thread)", () => {
  it("judges each word as written: British, Oxford -ize, possessives and sentence openers are right", async () => {
    const spelling = await britishSpelling();
    const misspelt = await spelling.misspelt(["Because", "becuase", "colour", "realize", "organizations", "Macbeth's", "Banquo", "ambitous", "ambitous"]);
    expect([...misspelt].sort()).toEqual(["ambitous", "becuase"]);
    expect(await spelling.misspelt([])).toEqual(new Set());
  });

  it("knows the subjects' own words the dictionary lacks: 'remilitarising' is right, never 'corrected' to 'demilitarising'", async () => {
    const spelling = await britishSpelling();
    const words = ["remilitarising", "Remilitarisation", "remilitarised", "fyrd", "thegns", "motte", "recusants", "heriot", "trepanning", "détente", "asyndetic", "synecdoche", "caesurae", "hamartia"];
    expect([...(await spelling.misspelt(words))]).toEqual([]);
    // A slip in one of them is still a slip.
    expect([...(await spelling.misspelt(["remilitarsing"]))]).toEqual(["remilitarsing"]);
  });

  it("knows the History topics' people and groups that open a sentence, and their words in lower case", async () => {
    const spelling = await britishSpelling();
    // A History teacher's review (2026-11-27) had these taken as misspellings.
    const names = ["Baldur", "Sopade", "Jungvolk", "Stakhanov", "Komsomol", "Burghley", "Waltheof", "Abberline", "Eddowes", "Windrush"];
    const words = ["Stakhanovites", "Hoovervilles", "kolkhozes", "stakhanovite", "gauleiters", "nepmen", "reichsmarks", "zamindars"];
    expect([...(await spelling.misspelt([...names, ...words]))]).toEqual([]);
    expect(await spelling.suggestions(names)).toEqual(new Map());
    // A slip in a name is still a slip.
    expect([...(await spelling.misspelt(["Stakanov"]))]).toEqual(["Stakanov"]);
  });

  it("suggests a correction one edit away, keeping a capital, and none for a word further off", async () => {
    const spelling = await britishSpelling();
    const suggestions = await spelling.suggestions(["becuase", "Ambitous", "xqzvtk", "1923"]);
    expect(Object.fromEntries(suggestions)).toEqual({ becuase: "because", Ambitous: "Ambitious" });
  });

  it("keeps the server's thread free while it works: other work runs during a large request", async () => {
    const spelling = await britishSpelling();
    const words = Array.from({ length: 30_000 }, (_, index) => `wurd${index.toString(36)}`);
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const misspelt = await spelling.misspelt(words);
    counting = false;
    expect(misspelt.size).toBeGreaterThan(29_000);
    // Checked on the main thread, the 30,000 look-ups would have run in one go with no turn in between.
    expect(turns).toBeGreaterThan(3);
  });

  it("fails waiting requests when stopped, and starts again on the next use", async () => {
    const spelling = await britishSpelling();
    const waiting = spelling.misspelt(Array.from({ length: 20_000 }, (_, index) => `wurd${index}`));
    const failed = expect(waiting).rejects.toThrow("The spelling worker stopped");
    await stopBritishSpelling();
    await failed;
    await expect(spelling.misspelt(["becuase"])).rejects.toThrow("The spelling worker stopped");
    const again = await britishSpelling();
    expect(again).not.toBe(spelling);
    expect(await again.misspelt(["becuase", "because"])).toEqual(new Set(["becuase"]));
  });
});

describe("quickSuggestion (run in the worker)", () => {
  const checker = { correct: (word: string) => ["because", "their", "ambitious", "Jacobean"].includes(word) };

  it("suggests a word one edit away: swapped, missing, extra or wrong letter, keeping a capital", () => {
    expect(quickSuggestion(checker, "becuase")).toBe("because");
    expect(quickSuggestion(checker, "ambitous")).toBe("ambitious");
    expect(quickSuggestion(checker, "theirr")).toBe("their");
    expect(quickSuggestion(checker, "Becavse")).toBe("Because");
  });

  it("suggests nothing for a word further off, a number or a very long string", () => {
    expect(quickSuggestion(checker, "bcuzz")).toBeUndefined();
    expect(quickSuggestion(checker, "1923")).toBeUndefined();
    expect(quickSuggestion(checker, "a".repeat(40))).toBeUndefined();
  });
});

describe("names of set texts and history topics, and British spellings, in real sentences", () => {
  /** What the marker counts as misspelt in an answer (analyse-answer.ts with the service's verdicts). */
  async function flagged(answerText: string, questionText = "Explore how the writer presents power.") {
    const spelling = await britishSpelling();
    const verdicts = { misspelt: await spelling.misspelt(spellingCandidates(answerText)) };
    return analyseAnswer({ questionText, sourceText: null, answerText }, verdicts).spelling.misspelt.map((misspelling) => misspelling.word);
  }

  it("counts none of them: names inside a sentence, possessives, hyphenated words, contractions, British spellings", async () => {
    const literature =
      "Priestley presents Mr Birling as arrogant, and Mr Birling's speech about the Titanic is ironic. The death of Eva Smith didn't change him. " +
      "Dickens shows that Scrooge's greed isolates him, and Scrooge's nephew wasn't bitter. Stevenson suggests that Jekyll's experiment is self-destructive. " +
      "In the play, Tybalt kills Mercutio, and the Capulet family's honour is at stake; Romeo's well-known soliloquy shows his behaviour is impulsive.";
    const history =
      "After 1923 the Weimar Republic recovered under Stresemann, whose policies stabilised the economy. In 1933 the Reichstag fire let Hitler blame the communists. " +
      "In Russia, Lenin led the Bolsheviks, and the Bolsheviks' slogan was simple. The Tsar's defence of autocracy didn't survive 1917, and the Provisional Government's programme was sceptical of reform.";
    expect(await flagged(literature)).toEqual([]);
    expect(await flagged(history)).toEqual([]);
  });

  it("counts no name of a set text or topic that opens a sentence and appears nowhere else, and corrects it into nothing", async () => {
    // Until offline-2.4 these were counted as misspelt (the dictionary lacks them, and an opener's capital
    // cannot tell a name from a word); the names list (spelling-names.ts) now says they are names.
    const macbeth = "Macbeth is told that the queen is dead. Seyton brings the news without emotion. Siward's son dies bravely.";
    expect(await flagged(macbeth, "Explore how Shakespeare presents death in Macbeth.")).toEqual([]);
    const romeo = "Romeo hears that Juliet is dead. Balthasar brings him the news, and Romeo decides to die beside her.";
    expect(await flagged(romeo, "Explore how Shakespeare presents fate in Romeo and Juliet.")).toEqual([]);
    const history = "The vote was demanded by working men. Chartists gathered at Kennington Common in 1848. Capulets and Montagues fought in the streets.";
    expect(await flagged(history)).toEqual([]);
    const spelling = await britishSpelling();
    // One edit away are "Sexton" and "Sward's": never offered for a name.
    expect(await spelling.suggestions(["Seyton", "Siward's"])).toEqual(new Map());
  });

  it("still counts a misspelt name that opens a sentence, and a name written in lower case or in other capitals", async () => {
    const answer = "Banqou is murdered by hired killers. Macbeth then sees the ghost, and seyton is loyal to the end. Dna evidence was not available.";
    expect(await flagged(answer, "Explore how Shakespeare presents guilt in Macbeth.")).toEqual(["Banqou", "seyton", "Dna"]);
  });

  it("never turns a capitalised name into a common word, with or without 's; no correction for an abbreviation", async () => {
    const spelling = await britishSpelling();
    const names = ["Seyton", "Siward", "Whymper", "Conrade", "Enfield", "Enfield's", "Carew", "Carew's", "Jaggers", "Duma", "Kapp", "Kapp's", "Cuno", "Bruning", "Wrangel", "Capulets", "Montagues", "Tsarist", "NEP"];
    expect(Object.fromEntries(await spelling.suggestions(names))).toEqual({});
  });

  it("gives a name written in lower case its capital, corrects a misspelt name to the name, and keeps the apostrophe as typed", async () => {
    const spelling = await britishSpelling();
    const suggestions = await spelling.suggestions(["birling", "birling’s", "tybalt", "Banqou", "Mercucio", "dosen’t", "dosen't"]);
    expect(Object.fromEntries(suggestions)).toEqual({
      birling: "Birling",
      "birling’s": "Birling’s",
      tybalt: "Tybalt",
      Banqou: "Banquo",
      Mercucio: "Mercutio",
      "dosen’t": "doesn’t",
      "dosen't": "doesn't",
    });
  });

  it("still corrects a misspelt word that opens a sentence, to a word rather than a rarer name", async () => {
    const spelling = await britishSpelling();
    const suggestions = await spelling.suggestions(["Ambitous", "Futhermore", "Similarily", "Goverment", "Finaly", "Capitalsim"]);
    expect(Object.fromEntries(suggestions)).toEqual({
      Ambitous: "Ambitious",
      Futhermore: "Furthermore",
      Similarily: "Similarly",
      Goverment: "Government",
      // "Finlay" (a name) is one swap away too.
      Finaly: "Finally",
      Capitalsim: "Capitalism",
    });
  });

  it("shows the student no wrong correction for a name in the offline marker's feedback", async () => {
    const questionType = getQuestionType("english-literature", "aqa", "paper-1", "shakespeare")!;
    const answerText =
      "Shakespeare presents death as the end of ambition. Seyton tells Macbeth that the queen is dead, and Macbeth's reply is bleak. " +
      "He says that life is a \"tale told by an idiot\", which suggests that nothing matters to him now. Siward's son dies bravely, and this contrast shows Macbeth's emptiness becuase he feels nothing.";
    const proposal = await createOfflineMarker().mark({
      subjectId: "english-literature",
      boardId: "aqa",
      questionType,
      objectiveMeanings: getBoardSubject("english-literature", "aqa")?.objectiveMeanings ?? {},
      questionText: "Starting with this extract, explore how Shakespeare presents death in Macbeth.",
      sourceText: "She should have died hereafter; There would have been a time for such a word.",
      answerText,
    });
    const feedback = [...proposal.areasForImprovement, ...proposal.annotations.map((annotation) => annotation.comment)].join("\n");
    expect(feedback).toContain("check the spelling of “becuase”; it should be “because”");
    expect(feedback).not.toMatch(/Sexton|Sward/);
    expect(feedback).not.toMatch(/check the spelling of “(Seyton|Siward's)”;/);
  });
});

describe("an English Language story, marked offline (an English teacher's review, 2026-11-27)", () => {
  const mark = async (answerText: string) => {
    const questionType = getQuestionType("english-language", "aqa", "paper-1", "q5")!;
    const proposal = await createOfflineMarker().mark({
      subjectId: "english-language",
      boardId: "aqa",
      questionType,
      objectiveMeanings: getBoardSubject("english-language", "aqa")?.objectiveMeanings ?? {},
      questionText: "Write a description suggested by this picture: an old man walking through the snow.",
      sourceText: null,
      answerText,
    });
    return [...proposal.areasForImprovement, ...proposal.annotations.map((annotation) => annotation.comment)].join("\n");
  };

  it("takes 'duffel' and 'single-handedly' as spelt right: no 'duffed', no 'handedly'", async () => {
    const feedback = await mark(
      "The snow fell softly over the village. Old Mr Okonjo pulled his duffel coat tighter and cleared the path single-handedly, one slow shovel at a time.",
    );
    expect(feedback).not.toMatch(/duffed|check the spelling of “(duffel|handedly)”/);
  });

  it("quotes the words around a misspelt word late in a long sentence, not a start that stops before it", async () => {
    const feedback = await mark(
      "It was thin and wobbly: old Mr Okonjo from Gran's allotment came slowly up the frozen path in his long brown coat, carrying a basket of withered aples for the children who waited by the gate.",
    );
    expect(feedback).toMatch(/In “\.\.\.[^”]*withered aples for[^”]*”, check the spelling of “aples”/);
  });
});

describe("a History essay with the subject's own words, marked offline", () => {
  it("takes no SPaG mark and gives no 'correction' for 'remilitarising', 'remilitarisation' or 'détente'", async () => {
    const questionType = getQuestionType("history", "aqa", "paper-1", "q4-how-far", "interwar-years")!;
    const answerText =
      "Hitler broke the Treaty of Versailles by rearming and remilitarising the Rhineland in 1936, and Britain and France did nothing. " +
      "The remilitarisation of the Rhineland showed that the League could not stop him. Later historians talk about détente, but in 1936 there was none. " +
      "However, the League's own structure was a bigger problem becuase it had no army of its own.";
    const proposal = await createOfflineMarker().mark({
      subjectId: "history",
      boardId: "aqa",
      questionType,
      objectiveMeanings: getBoardSubject("history", "aqa")?.objectiveMeanings ?? {},
      questionText: "'The main reason for the failure of the League of Nations was the weakness of its structure.' How far do you agree with this statement?",
      sourceText: null,
      answerText,
    });
    const feedback = [...proposal.areasForImprovement, proposal.specificFeedback, ...proposal.annotations.map((annotation) => annotation.comment)].join("\n");
    expect(feedback).toContain("“becuase”");
    expect(feedback).not.toMatch(/demilitaris|remilitaris(ing|ation)”;|détente”;/);
  });
});

describe("feedbackCorrection (run in the worker)", () => {
  const words = ["because", "their", "ambitious", "crew", "kappa", "puma", "infield"];
  const checker = { correct: (word: string) => words.includes(word) || word === "Banquo" };

  it("keeps a capitalised word's first letter, makes no short capitalised word a common one, and leaves capitals alone", () => {
    expect(feedbackCorrection(checker, "Becuase")).toBe("Because");
    expect(feedbackCorrection(checker, "Enfield")).toBeUndefined();
    expect(feedbackCorrection(checker, "Duma")).toBeUndefined();
    expect(feedbackCorrection(checker, "Kapp")).toBeUndefined();
    expect(feedbackCorrection(checker, "BECUASE")).toBeUndefined();
    expect(feedbackCorrection(checker, "kapp")).toBe("kappa");
  });

  it("never corrects a known name, and offers a name with its capital", () => {
    const names = new Map([["carew", "Carew"]]);
    expect(feedbackCorrection(checker, "Carew", names)).toBeUndefined();
    expect(feedbackCorrection(checker, "Carew's", names)).toBeUndefined();
    expect(feedbackCorrection(checker, "carew", names)).toBe("Carew");
    expect(feedbackCorrection(checker, "Banqou", names)).toBe("Banquo");
  });
});

describe("missing apostrophes: the contraction is suggested, never another word", () => {
  it("puts the apostrophe back into each contraction a student writes without one, keeping a capital", async () => {
    const spelling = await britishSpelling();
    const words = ["wasnt", "didnt", "dont", "doesnt", "isnt", "wouldnt", "couldnt", "shouldnt", "hasnt", "havent", "im", "ive", "youre", "theyre", "thats", "Wasnt", "Im", "Theyre"];
    expect([...(await spelling.misspelt(words))].sort()).toEqual([...words].sort());
    expect(Object.fromEntries(await spelling.suggestions(words))).toEqual({
      // Before: "wasnt" was "want", "didnt" was "dint", "dont" was "dot", "thats" was "hats", "im" had none.
      wasnt: "wasn't", didnt: "didn't", dont: "don't", doesnt: "doesn't", isnt: "isn't", wouldnt: "wouldn't",
      couldnt: "couldn't", shouldnt: "shouldn't", hasnt: "hasn't", havent: "haven't", im: "I'm", ive: "I've",
      youre: "you're", theyre: "they're", thats: "that's", Wasnt: "Wasn't", Im: "I'm", Theyre: "They're",
    });
  });

  it("never corrects a real word that is also a contraction without its apostrophe", async () => {
    const spelling = await britishSpelling();
    const words = ["lets", "its", "were", "well", "cant", "wont", "shed", "hell", "id", "whats", "hes", "shes", "ill", "wed"];
    expect(await spelling.misspelt(words)).toEqual(new Set());
    // And a word that only looks like a contraction keeps its one-edit correction.
    expect(Object.fromEntries(await spelling.suggestions(["wer", "realy"]))).toEqual({ wer: "were", realy: "really" });
  });

  it("types the apostrophe the way the answer types its others", async () => {
    const spelling = await britishSpelling();
    const curly = "The Inspector didn’t leave. Sheila wasnt sure, and Eric couldn’t look at his mother.";
    await spelling.misspelt(spellingCandidates(curly));
    expect(Object.fromEntries(await spelling.suggestions(["wasnt"]))).toEqual({ wasnt: "wasn’t" });
    const straight = "The Inspector didn't leave. Sheila wasnt sure, and Eric couldn't look at his mother.";
    await spelling.misspelt(spellingCandidates(straight));
    expect(Object.fromEntries(await spelling.suggestions(["wasnt"]))).toEqual({ wasnt: "wasn't" });
  });

  it("shows the student the contraction in the offline marker's feedback, in the answer's apostrophes", async () => {
    const questionType = getQuestionType("english-literature", "aqa", "paper-2", "modern-text")!;
    const answerText =
      "Priestley presents Mr Birling as a man who doesn’t listen. He wasnt willing to accept responsibility for Eva Smith, and he didnt change by the end. " +
      "The Inspector’s final speech warns that we are members of one body, but Birling still thinks only of his knighthood and his reputation in the town.";
    const proposal = await createOfflineMarker().mark({
      subjectId: "english-literature",
      boardId: "aqa",
      questionType,
      objectiveMeanings: getBoardSubject("english-literature", "aqa")?.objectiveMeanings ?? {},
      questionText: "How does Priestley present responsibility in An Inspector Calls?",
      sourceText: null,
      answerText,
    });
    const feedback = [...proposal.areasForImprovement, ...proposal.annotations.map((annotation) => annotation.comment)].join("\n");
    expect(feedback).toContain("check the spelling of “wasnt”; it should be “wasn’t”");
    expect(feedback).toContain("check the spelling of “didnt”; it should be “didn’t”");
    expect(feedback).not.toMatch(/“(want|dint)”/);
  });
});

describe("quickSuggestion and feedbackCorrection: a missing apostrophe first, then the commonest word", () => {
  const dictionary = ["want", "dint", "wasn't", "didn't", "I'm", "were", "ewer", "wear", "her", "relay", "really", "family", "families", "piece", "peace"];
  const checker = { correct: (word: string) => dictionary.includes(word) };
  const commonness = commonnessIndex(["her", "were", "really", "peace"]);

  it("suggests the contraction, not a word one letter shorter", () => {
    expect(quickSuggestion(checker, "wasnt", commonness)).toBe("wasn't");
    expect(quickSuggestion(checker, "didnt", commonness)).toBe("didn't");
    expect(quickSuggestion(checker, "im", commonness)).toBe("I'm");
    expect(feedbackCorrection(checker, "wasnt", new Map(), commonness)).toBe("wasn't");
    expect(feedbackCorrection(checker, "Didnt", new Map(), commonness)).toBe("Didn't");
  });

  it("prefers the commonest of several words one edit away, and a likelier slip over a commoner word", () => {
    // "ewer" and "wear" are found first; "were" and "her" are commoner, "were" a likelier slip (a left-out letter).
    expect(quickSuggestion(checker, "wer", commonness)).toBe("were");
    expect(feedbackCorrection(checker, "wer", new Map(), commonness)).toBe("were");
    // "relay" (two letters swapped) is found before "really" (a left-out letter), which is commoner.
    expect(quickSuggestion(checker, "realy", commonness)).toBe("really");
    // "peace" is commoner, but "piece" is two letters swapped and "peace" a changed letter.
    expect(quickSuggestion(checker, "peice", commonness)).toBe("piece");
  });

  it("forms a regular plural the right way", () => {
    expect(quickSuggestion(checker, "familys", commonness)).toBe("families");
    expect(feedbackCorrection(checker, "familys", new Map(), commonness)).toBe("families");
  });
});

describe("plurals and other regular inflections of words the dictionary knows", () => {
  /** What the marker counts as misspelt in an answer (analyse-answer.ts with the service's verdicts). */
  async function flagged(answerText: string) {
    const spelling = await britishSpelling();
    const verdicts = { misspelt: await spelling.misspelt(spellingCandidates(answerText)) };
    const input = { questionText: "Explore how the writer uses language.", sourceText: null, answerText };
    return analyseAnswer(input, verdicts).spelling.misspelt.map((misspelling) => misspelling.word);
  }

  it("counts the plurals of GCSE terms as spelt right", async () => {
    const literature =
      "Shakespeare fills the witches' speech with oxymorons and metaphors, and the juxtapositions of fair and foul unsettle the audience. " +
      "The sibilances in the soliloquies suggest secrecy, while the enjambments and caesuras break the rhythm. " +
      "Oxymorons appear again when Romeo speaks of love, and the hyperboles and personifications show how extreme his feelings are. " +
      "The title foreshadows the ending, and the storm personifies the chaos of the kingdom.";
    const history =
      "Bolsheviks seized power in 1917. Chartists campaigned for the vote, and suffragettes later used direct action. " +
      "The appeasements of the 1930s and the reparations of 1919 were both criticised.";
    expect(await flagged(literature)).toEqual([]);
    expect(await flagged(history)).toEqual([]);
  });

  it("still counts misspellings and wrongly formed plurals", async () => {
    const answer =
      "The poet uses becuases to link ideas. The childs were frightened by the heros of the story. " +
      "The datas show that the youngs had more informations, and everythings changed. The thiefs ran away with the potatos.";
    expect(await flagged(answer)).toEqual(["becuases", "childs", "heros", "datas", "youngs", "informations", "everythings", "thiefs", "potatos"]);
  });

  it("suggests the right plural or the apostrophe for a wrongly formed one", async () => {
    const spelling = await britishSpelling();
    expect(Object.fromEntries(await spelling.suggestions(["familys", "shelfs", "countrys", "childrens", "everythings"]))).toEqual({
      familys: "families",
      shelfs: "shelves",
      countrys: "countries",
      childrens: "children's",
      everythings: "everything's",
    });
  });
});

describe("words English writes with accents (an audit of the feedback as a parent sees it)", () => {
  it("counts none of them as misspelt, with their accents or without, and still counts a misspelling beside them", async () => {
    const spelling = await britishSpelling();
    const accented = [
      "café", "Café", "cafés", "café's", "Café’s", "fiancé", "fiancée", "naïve", "naïvety", "résumé", "déjà", "vu", "Déjà",
      "façade", "Brontë", "Brontë's", "cliché", "clichéd", "protégé", "rôle", "élite", "crème", "brûlée", "soirée", "entrée",
      "décor", "crèche", "doppelgänger", "d'état", "d’état", "über",
    ];
    const unaccented = ["cafe", "fiance", "naive", "resume", "facade", "Bronte", "deja", "Deja", "creme", "brulee"];
    expect([...(await spelling.misspelt([...accented, ...unaccented, "becuase"]))]).toEqual(["becuase"]);
    // The accented spellings the corrections keep are right with their accents and without.
    expect(await spelling.misspelt([...ACCENTED_SPELLINGS, ...ACCENTED_SPELLINGS.map(withoutAccents)])).toEqual(new Set());
  });

  it("never offers a correction that takes a right accent away", async () => {
    const spelling = await britishSpelling();
    const suggestions = await spelling.suggestions(["cafée", "Cafée", "naïvetty", "résumme", "séancee", "Brontëe", "brontë"]);
    expect(Object.fromEntries(suggestions)).toEqual({
      cafée: "café",
      Cafée: "Café",
      naïvetty: "naïvety",
      résumme: "résumé",
      séancee: "séance",
      Brontëe: "Brontë",
      // A name in lower case is given its capital, and keeps its accent.
      brontë: "Brontë",
    });
  });

  it("shows the student no spelling error for a word with accents in the offline marker's feedback", async () => {
    const questionType = getQuestionType("english-literature", "aqa", "paper-2", "modern-text")!;
    const answerText =
      "Priestley presents Sheila as naïve at the start of the play, and the family's façade of respectability hides their selfishness. " +
      "Sheila admits that she had Eva sacked from Milwards, and she feels guilty becuase it was only jealousy. " +
      "When the Inspector leaves, Sheila has a sense of déjà vu, and she sees that her parents' façade is a cliché. " +
      "In a café or a shop she would once have used her power without thinking, but now she accepts responsibility for her rôle in Eva's death.";
    const proposal = await createOfflineMarker().mark({
      subjectId: "english-literature",
      boardId: "aqa",
      questionType,
      objectiveMeanings: getBoardSubject("english-literature", "aqa")?.objectiveMeanings ?? {},
      questionText: "How does Priestley present Sheila as a character who changes in An Inspector Calls?",
      sourceText: null,
      answerText,
    });
    const feedback = [...proposal.areasForImprovement, ...proposal.annotations.map((annotation) => `${annotation.quote}: ${annotation.comment}`)].join("\n");
    expect(feedback).toContain("check the spelling of “becuase”; it should be “because”");
    expect(feedback).not.toMatch(/check the spelling of “(naïve|façade|déjà|vu|cliché|café|rôle)”/);
    const spellingQuotes = proposal.annotations.filter((annotation) => annotation.comment.startsWith("Spelling")).map((annotation) => annotation.quote);
    expect(spellingQuotes).toEqual(["becuase"]);
  });
});
