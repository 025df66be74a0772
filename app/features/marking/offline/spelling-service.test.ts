import { describe, expect, it } from "vitest";

import { britishSpelling, stopBritishSpelling } from "./spelling-service";
import { quickSuggestion } from "./spelling-worker.mjs";

describe("the spelling service (the offline marker's spell checker, in its own thread)", () => {
  it("judges each word as written: British, Oxford -ize, possessives and sentence openers are right", async () => {
    const spelling = await britishSpelling();
    const misspelt = await spelling.misspelt(["Because", "becuase", "colour", "realize", "organizations", "Macbeth's", "Banquo", "ambitous", "ambitous"]);
    expect([...misspelt].sort()).toEqual(["ambitous", "becuase"]);
    expect(await spelling.misspelt([])).toEqual(new Set());
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
