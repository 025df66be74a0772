import { describe, expect, it } from "vitest";

import type { Marker, MarkingInput } from "~/features/marking/marker";
import type { MarkerProposal } from "~/platform/ai/tasks/marking";

import { costOf, formatAmount, formatCost, parsePrices, perMarking, PriceError, type Prices } from "./cost";
import { type BenchItem, type BenchPrompt, sasPrompts } from "./datasets";
import type { TokenTotals, UsageMeter } from "./engine";
import { runToRunSpread } from "./metrics";
import { evaluatePrompt, formatReport, formatRepeatsTable, overall, runPool } from "./run";

// Every fixture here is made up for the tests: no dataset text is copied into the repository.

describe("runToRunSpread", () => {
  it("is the mean over items of (max - min) across repeats, and the share of items that never moved", () => {
    // Ranges 0, 2, 1, 0: mean 3/4; two of four identical.
    expect(
      runToRunSpread([
        [2, 2, 2],
        [1, 3, 2],
        [0, 1, 1],
        [3, 3, 3],
      ]),
    ).toEqual({ n: 4, meanRange: 0.75, identical: 0.5 });
  });

  it("is 0 with every item identical when each item is marked once", () => {
    expect(runToRunSpread([[1], [3], [0]])).toEqual({ n: 3, meanRange: 0, identical: 1 });
  });

  it("does not depend on the order of the repeats", () => {
    expect(runToRunSpread([[4, 1, 2]])).toEqual(runToRunSpread([[1, 2, 4]]));
    expect(runToRunSpread([[4, 1, 2]]).meanRange).toBe(3);
  });

  it("is NaN for no items and rejects an item without scores", () => {
    const none = runToRunSpread([]);
    expect(none.n).toBe(0);
    expect(none.meanRange).toBeNaN();
    expect(none.identical).toBeNaN();
    expect(() => runToRunSpread([[1, 2], []])).toThrow(RangeError);
    expect(() => runToRunSpread([[1, Number.NaN]])).toThrow(RangeError);
  });
});

describe("cost arithmetic", () => {
  const prices: Prices = { inputPerMillion: 0.3, outputPerMillion: 2.5, currency: "USD" };

  it("prices tokens per million, input and output apart", () => {
    expect(costOf({ input: 1_000_000, output: 0 }, prices)).toBeCloseTo(0.3, 12);
    expect(costOf({ input: 0, output: 1_000_000 }, prices)).toBeCloseTo(2.5, 12);
    // 1000 × 0.30 / 10^6 + 200 × 2.50 / 10^6 = 0.0003 + 0.0005.
    expect(costOf({ input: 1_000, output: 200 }, prices)).toBeCloseTo(0.0008, 15);
  });

  it("divides everything recorded by the markings that produced a score", () => {
    // 9 markings scored; the tokens of failed calls are in the totals, so they are charged to them.
    const each = perMarking({ input: 9_450, output: 1_800 }, 9, prices);
    expect(each.input).toBe(1_050);
    expect(each.output).toBe(200);
    expect(each.cost).toBeCloseTo((9_450 * 0.3 + 1_800 * 2.5) / 1e6 / 9, 15);
    expect(perMarking({ input: 100, output: 10 }, 2, null).cost).toBeNaN();
    expect(perMarking({ input: 100, output: 10 }, 0, prices).input).toBeNaN();
  });

  it("reads the prices from the environment", () => {
    expect(parsePrices({})).toBeNull();
    expect(parsePrices({ AI_PRICE_INPUT_PER_MILLION: "", AI_PRICE_OUTPUT_PER_MILLION: " " })).toBeNull();
    expect(parsePrices({ AI_PRICE_INPUT_PER_MILLION: "0.30", AI_PRICE_OUTPUT_PER_MILLION: "2.5" })).toEqual(prices);
    expect(
      parsePrices({ AI_PRICE_INPUT_PER_MILLION: "0", AI_PRICE_OUTPUT_PER_MILLION: "0", AI_PRICE_CURRENCY: "gbp" }),
    ).toEqual({ inputPerMillion: 0, outputPerMillion: 0, currency: "GBP" });
  });

  it("rejects half a price list, a price that is not a number and a currency that is not a code", () => {
    expect(() => parsePrices({ AI_PRICE_INPUT_PER_MILLION: "0.30" })).toThrow(/AI_PRICE_OUTPUT_PER_MILLION is not set/);
    expect(() => parsePrices({ AI_PRICE_INPUT_PER_MILLION: "$0.30", AI_PRICE_OUTPUT_PER_MILLION: "1" })).toThrow(
      PriceError,
    );
    expect(() => parsePrices({ AI_PRICE_INPUT_PER_MILLION: "-1", AI_PRICE_OUTPUT_PER_MILLION: "1" })).toThrow(PriceError);
    expect(() =>
      parsePrices({ AI_PRICE_INPUT_PER_MILLION: "1", AI_PRICE_OUTPUT_PER_MILLION: "1", AI_PRICE_CURRENCY: "pounds" }),
    ).toThrow(/three-letter/);
  });

  it("formats fractions of a cent with three significant figures", () => {
    expect(formatCost(0.0008, "USD")).toBe("USD 0.000800");
    expect(formatCost(0.01234567, "GBP")).toBe("GBP 0.0123");
    expect(formatCost(0, "USD")).toBe("USD 0");
    expect(formatCost(Number.NaN, "USD")).toBe("n/a");
    expect(formatAmount(1.5)).toBe("1.5000");
  });
});

describe("runPool", () => {
  it("keeps at most `concurrency` tasks running and returns results in index order", async () => {
    let running = 0;
    let most = 0;
    const results = await runPool(10, 3, async (index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, (10 - index) * 2));
      running--;
      return index * index;
    });
    expect(results).toEqual([0, 1, 4, 9, 16, 25, 36, 49, 64, 81]);
    expect(most).toBe(3);
    expect(await runPool(0, 4, async () => 1)).toEqual([]);
  });
});

describe("evaluatePrompt with repeats, a usage meter and prices", () => {
  const prompt: BenchPrompt = sasPrompts().find((candidate) => candidate.set === 1)!; // 0-3, AO1
  const items: BenchItem[] = [
    { id: "a", set: 1, text: "one", human: 1, rater1: 1, rater2: 1 },
    { id: "b", set: 1, text: "one two", human: 2, rater1: 2, rater2: 2 },
    { id: "c", set: 1, text: "wobbly", human: 1, rater1: 1, rater2: 1 },
    { id: "d", set: 1, text: "FAIL", human: 0, rater1: 0, rater2: 0 },
  ];
  const proposal = (marks: number): MarkerProposal => ({
    objectives: [{ code: "AO1", marks, rationale: "r", evidence: [] }],
    strengths: ["s"],
    areasForImprovement: ["a"],
    specificFeedback: "f",
    suggestions: ["n"],
    annotations: [],
  });

  /** Marks one per word; "wobbly" gets 1, 2, 1, 2... by call; "FAIL" is refused. Records 1000/200 tokens a call. */
  function standIn() {
    const recorded: TokenTotals = { input: 0, output: 0, calls: 0 };
    let wobbles = 0;
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const marker: Marker = {
      identity: { id: "stand-in", model: "words", promptVersion: "test", label: "Stand-in", offline: false },
      async mark(input: MarkingInput) {
        order.push(input.answerText);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running--;
        if (input.answerText === "FAIL") {
          // A failed call whose tokens were still recorded.
          recorded.input += 50;
          recorded.calls += 1;
          throw new Error("invalid output");
        }
        recorded.input += 1_000;
        recorded.output += 200;
        recorded.calls += 1;
        return proposal(input.answerText === "wobbly" ? 1 + (wobbles++ % 2) : input.answerText.split(" ").length);
      },
    };
    const usage: UsageMeter = { totals: async () => ({ ...recorded }) };
    return { marker, usage, order, most: () => most };
  }

  it("agrees on the first repeat, measures the spread over every repeat and prices each scored marking", async () => {
    const { marker, usage, order, most } = standIn();
    const prices: Prices = { inputPerMillion: 0.3, outputPerMillion: 2.5, currency: "USD" };
    const ticks: string[] = [];
    const result = await evaluatePrompt(marker, prompt, items, {
      limit: 0,
      repeats: 3,
      concurrency: 2,
      usage,
      prices,
      onItem: (label) => ticks.push(label),
    });
    expect(ticks).toHaveLength(12);
    expect(most()).toBe(2);
    // Repeat-major: the first repeat is issued before the second.
    expect(order.slice(0, 4)).toEqual(["one", "one two", "wobbly", "FAIL"]);

    expect(result).toMatchObject({ repeats: 3, markings: 12, failedMarkings: 3, sampled: 4, failed: 1, n: 3 });
    expect(result.firstFailure).toBe("item d (repeat 1): invalid output");
    // First repeat: one → 1, one two → 2, wobbly → 1: all equal to the human scores.
    expect(result.exact).toBe(1);
    // Spread over a, b, c: ranges 0, 0, 1.
    expect(result.spreadN).toBe(3);
    expect(result.spread).toBeCloseTo(1 / 3, 12);
    expect(result.identical).toBeCloseTo(2 / 3, 12);
    // 9 scored markings × 1000/200, plus 3 failed calls × 50 input tokens.
    expect(result.tokens).toEqual({ input: 9_150, output: 1_800, calls: 12 });
    expect(result.meanInputTokens).toBeCloseTo(9_150 / 9, 9);
    expect(result.meanOutputTokens).toBe(200);
    expect(result.cost).toBeCloseTo((9_150 * 0.3 + 1_800 * 2.5) / 1e6, 15);
    expect(result.costPerMarking).toBeCloseTo(result.cost / 9, 15);

    const total = overall([result, result]);
    expect(total).toMatchObject({ markings: 24, failedMarkings: 6, spreadN: 6 });
    expect(total.spread).toBeCloseTo(1 / 3, 12);
    expect(total.tokens).toEqual({ input: 18_300, output: 3_600, calls: 24 });
    expect(total.costPerMarking).toBeCloseTo(result.costPerMarking, 15);

    const table = formatRepeatsTable([result], prices);
    expect(table).toContain("cost/marking (USD)");
    expect(table).toContain("66.7% (2/3)");
    const report = formatReport({ results: [result], overall: overall([result]) }, 3, true, prices);
    expect(report).toContain("SAS 1: 3 of 12 markings failed; first: item d (repeat 1): invalid output");
    expect(report).toContain("cost USD");
  });

  it("without prices gives tokens only and says how to get a cost; without a meter, no tokens", async () => {
    const { marker, usage } = standIn();
    const result = await evaluatePrompt(marker, prompt, items.slice(0, 2), { limit: 0, repeats: 2, usage });
    expect(result.meanInputTokens).toBe(1_000);
    expect(result.costPerMarking).toBeNaN();
    const report = formatReport({ results: [result], overall: overall([result]) }, 2, true, null);
    expect(report).toContain("AI_PRICE_INPUT_PER_MILLION");
    expect(formatRepeatsTable([result], null)).toContain("n/a");

    const unmetered = await evaluatePrompt(standIn().marker, prompt, items.slice(0, 2), { limit: 0 });
    expect(unmetered.tokens).toBeNull();
    expect(unmetered).toMatchObject({ repeats: 1, markings: 2, spread: 0, identical: 1 });
    expect(overall([unmetered]).tokens).toBeNull();
  });
});
