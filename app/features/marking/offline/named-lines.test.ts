import { beforeAll, describe, expect, it } from "vitest";

import { markOffline } from "../../../../tests/support/offline-marking";

import { namedLinesOf } from "./analyse-answer";
import { preloadOfflineMarker } from "./offline-marker";

/**
 * AQA English Language Paper 1 Question 1: "List four things from this part of the source" (lines 1 to 8), a mark a
 * point. An English teacher's review (2026-11-27) found four points from lines 18-23 given 4 of 4, and a weak
 * answer's one right point (line 2, in the student's own sentence) refused while a point from line 17 earned the
 * mark (offline-2.25). The source is the opening of The War of the Worlds (H. G. Wells, 1898), printed with line
 * numbers as Marker prints a source.
 */
const QUESTION = "Read again the first part of the source, from lines 1 to 8. List four things from this part of the source about the people on Earth.";
const SOURCE = "No one would have believed in the last years of the\nnineteenth century that this world was being watched keenly\nand closely by intelligences greater than man's and yet as\nmortal as his own; that as men busied themselves about their\nvarious concerns they were scrutinised and studied, perhaps     5\nalmost as narrowly as a man with a microscope might\nscrutinise the transient creatures that swarm and multiply\nin a drop of water. With infinite complacency men went to\nand fro over this globe about their little affairs, serene\nin their assurance of their empire over matter. It is           10\npossible that the infusoria under the microscope do the\nsame. No one gave a thought to the older worlds of space as\nsources of human danger, or thought of them only to dismiss\nthe idea of life upon them as impossible or improbable. It\nis curious to recall some of the mental habits of those         15\ndeparted days. At most terrestrial men fancied there might\nbe other men upon Mars, perhaps inferior to themselves and\nready to welcome a missionary enterprise. Yet across the\ngulf of space, minds that are to our minds as ours are to\nthose of the beasts that perish, intellects vast and cool       20\nand unsympathetic, regarded this earth with envious eyes,\nand slowly and surely drew their plans against us. And early\nin the twentieth century came the great disillusionment.\n\n(From The War of the Worlds, H. G. Wells)";

beforeAll(async () => {
  expect(await preloadOfflineMarker()).toBe(true);
});

const marked = async (answerText: string) => {
  const { proposal, result } = await markOffline(
    { subjectId: "english-language", boardId: "aqa", paperId: "paper-1", questionTypeId: "q1", questionText: QUESTION, sourceText: SOURCE },
    answerText,
  );
  return { marks: result.achievedMarks, improvements: proposal.areasForImprovement.join(" ") };
};

describe("points listed from the lines a question names", () => {
  it("gives nothing for points from other lines of the source", async () => {
    const { marks } = await marked(
      "1. Minds regarded this earth with envious eyes.\n2. They slowly and surely drew their plans against us.\n3. Intellects on Mars were vast and cool and unsympathetic.\n4. Martians looked at the earth with envy.",
    );
    expect(marks).toBe(0);
  });

  it("credits the right point put in the student's own words, and not the ones from other lines", async () => {
    const { marks, improvements } = await marked("1. They were being watched.\n2. The Martians wanted the earth.\n3. They lived on Mars.\n4. They were clever.");
    expect(marks).toBe(1);
    expect(improvements).toContain("“They lived on Mars.” does not use the source");
    expect(improvements).not.toContain("“They were being watched.” does not use the source");
  });

  it("still gives full marks to four points from those lines", async () => {
    const { marks } = await marked(
      "1. They were being watched keenly and closely.\n2. They were mortal.\n3. They busied themselves about their various concerns.\n4. They were studied like the creatures in a drop of water.",
    );
    expect(marks).toBe(4);
  });

  it("reads the lines named, with a line either side, and the whole source when it does not have them", () => {
    const lines = namedLinesOf(SOURCE, QUESTION).split("\n");
    expect(lines[0]).toBe("No one would have believed in the last years of the");
    expect(lines).toHaveLength(9);
    expect(namedLinesOf(SOURCE, "What does the writer show about the Martians?")).toBe(SOURCE);
    const oneParagraph = SOURCE.replace(/\s*\n\s*/g, " ");
    expect(namedLinesOf(oneParagraph, QUESTION)).toBe(oneParagraph);
    expect(namedLinesOf(SOURCE, "Look in detail at lines 10-14 of the source.").split("\n")[0]).toMatch(/^and fro over this globe/);
  });
});
