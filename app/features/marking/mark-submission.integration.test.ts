import { describe, expect, it } from "vitest";

import { getSubmissionForUser } from "~/features/submissions/read-submissions.server";
import { pdfTextRuns } from "~/platform/pdf/pdf-text.test-support";

import { createPendingSubmission, createStudent, markingsUsedToday } from "../../../tests/support/factories";
import { setupTestDatabase } from "../../../tests/support/setup-test-database";
import { exportResultPdf } from "./export-result-pdf.server";
import { progressLabel } from "./marking-progress";
import { markSubmission, RETRY_MESSAGES, retryMarking } from "./mark-submission.server";
import type { Marker } from "./marker";
import { markingResultSchema } from "./marking-result";
import { createShareLink, getSharedSubmission, listShareLinks, revokeShareLink } from "./share-links.server";

const database = await setupTestDatabase();
const db = database.db;
const answer = "Macbeth's 'vaulting ambition' shows he knows his desire will make him fall.";

/** A scripted marker standing in for a model: counts its calls, answers what the test says. */
function scriptedMarker(answerWith: () => unknown, delayMs = 0): Marker & { calls: number } {
  const marker = {
    identity: { id: "scripted", model: "script-1", promptVersion: "t", label: "Scripted", offline: true },
    calls: 0,
    async mark() {
      marker.calls++;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return answerWith() as never;
    },
  };
  return marker;
}

const goodProposal = () => ({
  objectives: [
    { code: "AO1", marks: 8, rationale: "Clear response.", evidence: ["vaulting ambition"] },
    { code: "AO2", marks: 7, rationale: "Some analysis.", evidence: [] },
    { code: "AO3", marks: 3, rationale: "Little context.", evidence: [] },
    { code: "AO4", marks: 3, rationale: "Accurate.", evidence: [] },
  ],
  strengths: ["Uses a quotation."],
  areasForImprovement: ["Add context."],
  specificFeedback: "A focused start.",
  suggestions: ["Explore the metaphor further."],
  annotations: [{ quote: "'vaulting ambition'", comment: "Well chosen.", objective: "AO2", kind: "strength" }],
});

async function newSubmission() {
  const student = await createStudent(db);
  return { student, id: await createPendingSubmission(db, student.id, { answerText: answer, questionText: "How does Shakespeare present ambition?", sourceText: "Extract" }) };
}

const usedToday = (userId: string) => markingsUsedToday(db, userId);

describe("markSubmission", () => {
  it("marks a pending submission and stores the server-computed result", async () => {
    const { student, id } = await newSubmission();
    const stages: string[] = [];
    expect(await markSubmission(db, scriptedMarker(goodProposal), student.id, id, (progress) => stages.push(progressLabel(progress)))).toBe("marked");
    const saved = await getSubmissionForUser(db, student.id, id);
    const result = markingResultSchema.parse(saved!.result);
    expect(result).toMatchObject({ achievedMarks: 21, totalMarks: 34, grade: "6", marker: { id: "scripted" } });
    expect(saved!.markedAt).toBeInstanceOf(Date);
    expect(stages[0]).toBe("Reading your answer");
  });

  it("two tabs at once: one marking, one model call", async () => {
    const { student, id } = await newSubmission();
    const marker = scriptedMarker(goodProposal, 150);
    const statuses = await Promise.all([markSubmission(db, marker, student.id, id), markSubmission(db, marker, student.id, id)]);
    expect(marker.calls).toBe(1);
    expect(statuses.sort()).toEqual(["marked", "marking"]);
  });

  it("D4: a failed marking invents nothing, gives the unit back, and a retry takes it again", async () => {
    const { student, id } = await newSubmission();
    expect(await usedToday(student.id)).toBe(1);
    for (const bad of [() => "Level 6, 30/30", () => ({ objectives: [] }), () => { throw new Error("model unavailable"); }]) {
      const status = await markSubmission(db, scriptedMarker(bad), student.id, id);
      expect(status).toBe("failed");
      const saved = await getSubmissionForUser(db, student.id, id);
      expect(saved).toMatchObject({ status: "failed", result: null });
      expect(await usedToday(student.id)).toBe(0);
      expect(await retryMarking(db, student.id, id, 15)).toEqual({ ok: true, value: undefined });
      expect(await usedToday(student.id)).toBe(1);
    }
    expect(await markSubmission(db, scriptedMarker(goodProposal), student.id, id)).toBe("marked");
    expect(await retryMarking(db, student.id, id, 15)).toMatchObject({ ok: false, code: "CONFLICT", message: RETRY_MESSAGES.notFailed });
  });

  it("a retry with no allowance left is refused and changes nothing", async () => {
    const { student, id } = await newSubmission();
    await markSubmission(db, scriptedMarker(() => null), student.id, id);
    expect(await retryMarking(db, student.id, id, 0)).toMatchObject({ ok: false, code: "RATE_LIMITED", message: RETRY_MESSAGES.allowanceUsed });
    expect((await getSubmissionForUser(db, student.id, id))?.status).toBe("failed");
  });

  it("B2/B5: another user can neither mark nor retry someone else's submission", async () => {
    const { id } = await newSubmission();
    const other = await createStudent(db);
    const marker = scriptedMarker(goodProposal);
    expect(await markSubmission(db, marker, other.id, id)).toBe("failed");
    expect(marker.calls).toBe(0);
    expect(await retryMarking(db, other.id, id, 15)).toMatchObject({ ok: false, code: "CONFLICT", message: RETRY_MESSAGES.notFailed });
  });
});

describe("share links and export", () => {
  it("shares a marked result read-only until revoked; only the owner can make or revoke links", async () => {
    const { student, id } = await newSubmission();
    const other = await createStudent(db);
    expect(await createShareLink(db, student.id, id)).toBeNull(); // not marked yet
    await markSubmission(db, scriptedMarker(goodProposal), student.id, id);
    expect(await createShareLink(db, other.id, id)).toBeNull();
    const token = (await createShareLink(db, student.id, id))!;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect((await getSharedSubmission(db, token))?.id).toBe(id);
    // One character changed (a token that already ends in "x" ends in "y" instead: one in 64 did, and matched itself).
    expect(await getSharedSubmission(db, `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`)).toBeNull();
    const [link] = await listShareLinks(db, student.id, id);
    expect(await revokeShareLink(db, other.id, link!.id)).toBe(false);
    expect(await getSharedSubmission(db, token)).not.toBeNull();
    expect(await revokeShareLink(db, student.id, link!.id)).toBe(true);
    expect(await getSharedSubmission(db, token)).toBeNull();
  });

  it("exports a PDF that opens and holds the score", async () => {
    const { student, id } = await newSubmission();
    await markSubmission(db, scriptedMarker(goodProposal), student.id, id);
    const saved = await getSubmissionForUser(db, student.id, id);
    const pdf = await exportResultPdf({
      subject: "English Literature",
      board: "AQA",
      questionText: saved!.questionText,
      answerText: `${saved!.answerText} 🙂 “curly” – dashes — and… Zoë, Łódź, Ελληνικά, Русский: → ≤ ≠ £ €`,
      result: markingResultSchema.parse(saved!.result),
      markedOn: "21 November 2026",
    });
    const { PDFDocument } = await import("pdf-lib");
    const reopened = await PDFDocument.load(pdf);
    expect(reopened.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(reopened.getTitle()).toBe("Marker result - English Literature");
    expect(Buffer.from(pdf).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Text is drawn in embedded DejaVu Sans (regular and bold subsets) and read back through its ToUnicode maps.
    const runs = pdfTextRuns(pdf);
    expect(runs).toEqual(expect.arrayContaining(["Mark: 21 / 34 (61.8%, Good)", "Indicative grade: 6"]));
    // The level's line is the results page's: its basis, since AO4 is marked apart from the level's 30 marks.
    const levelled = markingResultSchema.parse(saved!.result);
    expect(runs.join(" ")).toContain(`The level is based on AO1-AO3. Your marks for AO1-AO3 are ${levelled.levelledMarks.achieved} of 30`);
    // What the font has prints as typed; the emoji, which it has not, is one replacement character.
    expect(runs.join(" ")).toContain("fall. \ufffd “curly” – dashes — and… Zoë, Łódź, Ελληνικά, Русский: → ≤ ≠ £ €");
    expect(runs.join("\n")).not.toContain("<unmapped glyph");
    expect(pdf.length).toBeLessThan(80_000);
  });
});
