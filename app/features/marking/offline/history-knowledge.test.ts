import { describe, expect, it } from "vitest";

import { FACT_FIRST_YEAR, HISTORY_TOPICS, questionPeriod } from "./history-knowledge";

describe("questionPeriod: the years a History question asks about", () => {
  it("reads ranges, open-ended ranges, a named year and a decade", () => {
    expect(questionPeriod("Describe two features of the ideas about the causes of disease in the years c1250-c1500. (4 marks)")).toEqual({
      from: 1250,
      to: 1500,
      label: "c1250-c1500",
    });
    expect(questionPeriod("Write an account of how the Berlin Crisis of 1958 to 1961 developed.")).toMatchObject({ from: 1958, to: 1961 });
    expect(questionPeriod("Explain why there was rapid progress in the treatment of infection in the years c1900-present.")?.to).toBe(Number.POSITIVE_INFINITY);
    expect(questionPeriod("Describe two problems faced by the Weimar Republic in 1923. [4 marks]")).toEqual({ from: 1923, to: 1923, label: "1923" });
    expect(questionPeriod("Describe two features of American society in the 1920s.")).toEqual({ from: 1920, to: 1929, label: "1920s" });
    // The latest end of several ranges.
    expect(questionPeriod("How far did medicine change between c1250-c1500 and c1500-c1700?")?.to).toBe(1700);
  });

  it("is null when the question names no years, and ignores marks and figures", () => {
    expect(questionPeriod("Describe two features of the Munich Putsch.")).toBeNull();
    expect(questionPeriod("Explain why Hitler became Chancellor. (12 marks)")).toBeNull();
    expect(questionPeriod("Explain the 4 marks question about 16 people.")).toBeNull();
  });
});

describe("FACT_FIRST_YEAR", () => {
  it("dates only facts the topics list, each in a plausible year", () => {
    const facts = new Set(HISTORY_TOPICS.flatMap((topic) => topic.facts.map((fact) => fact.replace(/\*$/, ""))));
    for (const [fact, year] of Object.entries(FACT_FIRST_YEAR)) {
      expect(facts.has(fact), fact).toBe(true);
      expect(year).toBeGreaterThan(1000);
      expect(year).toBeLessThanOrEqual(2026);
    }
  });
});
