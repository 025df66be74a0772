import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

/** The layering messages ESLint gives for one import written in a file at `file`. */
async function layeringErrors(file: string, importLine: string) {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = typeof imported;\n`, { filePath: file });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("layer boundaries (docs/decisions/010-layering.md)", () => {
  it.each([
    ["app/platform/probe.ts", 'import { SUBJECTS as imported } from "~/features/catalogue";'],
    ["app/platform/http/probe.ts", 'import { PLANS as imported } from "../../features/billing/plans";'],
    ["app/ui/probe.tsx", 'import { loader as imported } from "~/routes/pricing";'],
    ["app/features/billing/probe.ts", 'import { loader as imported } from "~/routes/pricing";'],
    ["app/features/marking/probe.ts", 'import { PLANS as imported } from "~/features/billing";'],
    ["app/features/submissions/probe.ts", 'import { CATALOGUE as imported } from "~/features/catalogue/catalogue";'],
    ["app/features/generation/probe.ts", 'import { markSubmission as imported } from "~/features/marking/mark-submission.server";'],
    ["app/features/flashcards/probe.ts", 'import { markSubmission as imported } from "~/features/marking/mark-submission.server";'],
    ["app/features/flashcards/probe.ts", 'import { listRecentSubmissions as imported } from "~/features/submissions/read-submissions.server";'],
    ["app/features/papers/probe.ts", 'import { generateOfflineQuestion as imported } from "~/features/generation/offline/generate-question";'],
    ["app/features/generation/probe.ts", 'import { createPaper as imported } from "~/features/papers/papers.server";'],
  ])("refuses %s importing across a boundary: %s", async (file, line) => {
    expect(await layeringErrors(file, line)).toHaveLength(1);
  });

  it.each([
    ["app/features/submissions/probe.ts", 'import { takeMarkingUnit as imported } from "~/features/usage/index.server";'],
    ["app/features/marking/probe.ts", 'import { resolveSelection as imported } from "~/features/catalogue/lookup";'],
    ["app/features/auth/probe.ts", 'import { planStateFor as imported } from "~/features/billing";'],
    ["app/features/marking/probe.ts", 'import { computeResult as imported } from "~/features/marking/compute-result";'],
    ["app/routes/probe.tsx", 'import { markSubmission as imported } from "~/features/marking/mark-submission.server";'],
    ["app/features/flashcards/probe.ts", 'import { readMarkingResult as imported } from "~/features/marking";'],
    ["app/features/flashcards/probe.ts", 'import { getSubmissionForUser as imported } from "~/features/submissions/index.server";'],
    ["app/features/papers/probe.ts", 'import { generateForForm as imported } from "~/features/generation/index.server";'],
    ["app/features/papers/probe.ts", 'import { getPaper as imported } from "~/features/catalogue/lookup";'],
  ])("allows %s: %s", async (file, line) => {
    expect(await layeringErrors(file, line)).toEqual([]);
  });
});
