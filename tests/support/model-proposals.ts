/**
 * A well-formed marking proposal for AQA Paper 1 Shakespeare (AO1-AO4), as the fake model returns it.
 * `marks` are the four objectives' marks in order; the texts are fixed so a test can look for them.
 */
export function macbethProposal(marks: readonly [number, number, number, number] = [3, 3, 3, 3], strength = "A clear argument.") {
  return {
    objectives: (["AO1", "AO2", "AO3", "AO4"] as const).map((code, index) => ({ code, marks: marks[index]!, rationale: `${code}: clear.`, evidence: ["vaulting ambition"] })),
    strengths: [strength],
    areasForImprovement: ["More on structure."],
    specificFeedback: "A thoughtful answer.",
    suggestions: ["Explore the metaphor further."],
    annotations: [] as unknown[],
  };
}
