import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Keeps docs/reliability.md honest (issue 18 item 2): one section per reliability case, in the order of
// ../shared/reference/reliability-cases.md, and every test it names exists with that title.

const repoRoot = path.resolve(import.meta.dirname, "../..");
const tablePath = path.join(repoRoot, "docs/reliability.md");
const referencePath = path.resolve(repoRoot, "../shared/reference/reliability-cases.md");

/** The 40 case ids, in the reference file's order. Kept here so the test runs on a clone without ../shared. */
const CASE_IDS = [
  "A1", "A2", "A3", "A4", "A5",
  "B1", "B2", "B3", "B4", "B5", "B6",
  "C1", "C2", "C3", "C4",
  "D1", "D2", "D3", "D4", "D5",
  "E1", "E2", "E3", "E4",
  "F1", "F2", "F3", "F4", "F5",
  "G1", "G2",
  "H1", "H2", "H3",
  "I1", "I2",
  "J1", "J2",
  "K1", "K2",
];

const STATUSES = ["covered", "partial", "missing", "not runnable"] as const;
type Status = (typeof STATUSES)[number];

/** The headings allowed besides the cases' own, before the first case. */
const INTRO_HEADINGS = ["What counts as covered", "Format (parsed by the test)"];

const CASE_HEADING = /^## ([A-K][1-9]): (\S.*\S)$/;
const STATUS_LINE = /^Status: `([a-z ]+)`$/;
const PROOF_LINE = /^- `([^`\s]+)`: "([^"]+)" — (\S.*)$/;
const NOT_ASSERTED_LINE = /^Not asserted: (\S.*)$/;

interface Proof {
  file: string;
  title: string;
  line: number;
}

interface CaseSection {
  id: string;
  name: string;
  line: number;
  status: Status | undefined;
  proofs: Proof[];
  notAsserted: string[];
}

interface ParsedTable {
  sections: CaseSection[];
  errors: string[];
}

/** Reads docs/reliability.md strictly: any line in a case section that is not one of the three forms is an error. */
export function parseReliabilityTable(text: string): ParsedTable {
  const sections: CaseSection[] = [];
  const errors: string[] = [];
  let current: CaseSection | undefined;
  text.split("\n").forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trimEnd();
    if (line.startsWith("#")) {
      if (line.startsWith("# ") && lineNumber === 1) return;
      const heading = CASE_HEADING.exec(line);
      if (heading) {
        current = { id: heading[1]!, name: heading[2]!, line: lineNumber, status: undefined, proofs: [], notAsserted: [] };
        sections.push(current);
        return;
      }
      if (current === undefined && INTRO_HEADINGS.some((allowed) => line === `## ${allowed}`)) return;
      errors.push(`line ${lineNumber}: heading "${line}" is neither a case ("## A1: short name") nor an introduction heading`);
      return;
    }
    if (current === undefined || line.trim() === "") return;
    const status = STATUS_LINE.exec(line);
    if (status) {
      if (current.status !== undefined || current.proofs.length > 0 || current.notAsserted.length > 0) {
        errors.push(`line ${lineNumber}: ${current.id}'s Status must come once, right after its heading`);
      }
      if ((STATUSES as readonly string[]).includes(status[1]!)) current.status = status[1] as Status;
      else errors.push(`line ${lineNumber}: ${current.id} has an unknown status "${status[1]}"`);
      return;
    }
    const proof = PROOF_LINE.exec(line);
    if (proof) {
      if (current.notAsserted.length > 0) errors.push(`line ${lineNumber}: ${current.id}'s proofs must come before "Not asserted"`);
      current.proofs.push({ file: proof[1]!, title: proof[2]!, line: lineNumber });
      return;
    }
    const notAsserted = NOT_ASSERTED_LINE.exec(line);
    if (notAsserted) {
      current.notAsserted.push(notAsserted[1]!);
      return;
    }
    errors.push(`line ${lineNumber}: in ${current.id}, not a Status, proof or "Not asserted" line: ${line}`);
  });
  for (const section of sections) {
    if (section.status === undefined) errors.push(`${section.id} (line ${section.line}) has no Status line`);
    if (section.notAsserted.length > 1) errors.push(`${section.id} has more than one "Not asserted" line`);
    if (section.status === "covered" && section.notAsserted.length > 0) {
      errors.push(`${section.id} is covered but lists something not asserted`);
    }
    if (section.status !== undefined && section.status !== "covered" && section.notAsserted.length === 0) {
      errors.push(`${section.id} is ${section.status} but does not say what is not asserted`);
    }
    if (section.status !== undefined && section.status !== "missing" && section.proofs.length === 0) {
      errors.push(`${section.id} is ${section.status} but names no test`);
    }
    if (section.status === "missing" && section.proofs.length > 0) {
      errors.push(`${section.id} is missing but names tests: make it partial and say what is not asserted`);
    }
  }
  return { sections, errors };
}

/** The case ids of the reference file's tables, in order. */
function referenceIds(text: string) {
  return [...text.matchAll(/^\| ([A-K][1-9]) \|/gm)].map((match) => match[1]!);
}

/** A file a row may name: a test, a spec or a benchmark's own file. */
function isProofFile(file: string) {
  return /\.(test|spec)\.tsx?$/.test(file) || file.startsWith("bench/");
}

const tableText = readFileSync(tablePath, "utf8");
const table = parseReliabilityTable(tableText);

describe("docs/reliability.md (issue 18 item 2)", () => {
  it("keeps its own list of the 40 case ids, each once", () => {
    expect(CASE_IDS).toHaveLength(40);
    expect(new Set(CASE_IDS).size).toBe(40);
  });

  it("agrees with ../shared/reference/reliability-cases.md when that file is there", (context) => {
    if (!existsSync(referencePath)) {
      context.skip();
      return;
    }
    expect(referenceIds(readFileSync(referencePath, "utf8"))).toEqual(CASE_IDS);
  });

  it("parses without an error: every line of a case is a Status, a proof or a \"Not asserted\" line", () => {
    expect(table.errors).toEqual([]);
  });

  it("has exactly one section per case id, in the reference file's order", () => {
    expect(table.sections.map((section) => section.id)).toEqual(CASE_IDS);
  });

  it("states a summary that matches the statuses of its sections", () => {
    const summary = /^Summary: (\d+) covered, (\d+) partial, (\d+) missing, (\d+) not runnable\.$/m.exec(tableText);
    expect(summary, 'a line "Summary: N covered, N partial, N missing, N not runnable."').not.toBeNull();
    const counted = STATUSES.map((status) => table.sections.filter((section) => section.status === status).length);
    expect(summary!.slice(1).map(Number)).toEqual(counted);
  });

  it("names only test, spec or benchmark files that exist", () => {
    const wrong = table.sections.flatMap((section) =>
      section.proofs
        .filter((proof) => !isProofFile(proof.file) || !existsSync(path.join(repoRoot, proof.file)))
        .map((proof) => `${section.id} (line ${proof.line}): ${proof.file}`),
    );
    expect(wrong).toEqual([]);
  });

  it("names only test titles that occur, literally, in the file named", () => {
    const texts = new Map<string, string>();
    const wrong = table.sections.flatMap((section) =>
      section.proofs
        .filter((proof) => existsSync(path.join(repoRoot, proof.file)))
        .filter((proof) => {
          let text = texts.get(proof.file);
          if (text === undefined) {
            text = readFileSync(path.join(repoRoot, proof.file), "utf8");
            texts.set(proof.file, text);
          }
          return proof.title.length < 10 || !text.includes(proof.title);
        })
        .map((proof) => `${section.id} (line ${proof.line}): "${proof.title}" in ${proof.file}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the reliability table's parser", () => {
  const good = [
    "# Title",
    "## What counts as covered",
    "text",
    "## A1: passwords",
    "Status: `partial`",
    '- `tests/x.test.ts`: "a title" — asserts it',
    "Not asserted: the rest.",
  ].join("\n");

  it("reads a well-formed section", () => {
    expect(parseReliabilityTable(good)).toEqual({
      sections: [
        {
          id: "A1",
          name: "passwords",
          line: 4,
          status: "partial",
          proofs: [{ file: "tests/x.test.ts", title: "a title", line: 6 }],
          notAsserted: ["the rest."],
        },
      ],
      errors: [],
    });
  });

  it.each([
    ["a misspelt status", good.replace("`partial`", "`parital`")],
    ["a proof line without its dash", good.replace(' — asserts it', " asserts it")],
    ["a proof whose title is not quoted", good.replace('"a title"', "a title")],
    ["a stray line", `${good}\nsomething else`],
    ["a malformed case heading", good.replace("## A1: passwords", "## A1 - passwords")],
    ["a partial case that does not say what is missing", good.replace("Not asserted: the rest.", "")],
    ["a covered case that lists something missing", good.replace("`partial`", "`covered`")],
    ["a section with no status", good.replace("Status: `partial`\n", "")],
  ])("refuses %s", (_what, text) => {
    expect(parseReliabilityTable(text).errors).not.toEqual([]);
  });
});
