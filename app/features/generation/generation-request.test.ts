import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { YOUTUBE_REQUEST_SCHEMA } from "~/features/flashcards/from-youtube.server";

import { hostileString, hostileValue, mostly, ONE_MEGABYTE, PROPERTY_RUNS } from "../../../tests/support/hostile-values";
import { GENERATION_REQUEST_SCHEMA } from "./generate-for-form.server";

/** C1 for the JSON endpoints' bodies: whatever arrives, the schema answers without throwing, and what it accepts is within its limits. */
describe("the JSON endpoints' request schemas (C1)", () => {
  it("POST /api/generate: any body is refused or accepted within every limit, never a throw", () => {
    const field = fc.oneof(hostileString, hostileValue, fc.constant(ONE_MEGABYTE));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record(
            {
              kind: mostly(["question", "extract"]),
              subjectId: fc.oneof(fc.constantFrom("english-literature", "history"), field),
              board: fc.oneof(fc.constantFrom("aqa", "ocr"), field),
              paperId: fc.oneof(fc.constant("paper-1"), field),
              topicId: field,
              questionTypeId: fc.oneof(fc.constant("shakespeare"), field),
              questionText: field,
              marks: fc.constantFrom(-1, 0, Number.POSITIVE_INFINITY, Number.NaN, "1e3"),
            },
            { requiredKeys: [] },
          ),
          hostileValue,
        ),
        (body) => {
          const parsed = GENERATION_REQUEST_SCHEMA.safeParse(body);
          if (!parsed.success) return;
          const value = parsed.data;
          expect(["question", "extract"]).toContain(value.kind);
          expect(value.subjectId.length).toBeLessThanOrEqual(64);
          expect(value.board.length).toBeLessThanOrEqual(32);
          expect(value.paperId.length).toBeLessThanOrEqual(120);
          expect(value.questionTypeId.length).toBeLessThanOrEqual(120);
          expect((value.topicId ?? "").length).toBeLessThanOrEqual(120);
          expect((value.questionText ?? "").length).toBeLessThanOrEqual(2_000);
          // A strict schema: nothing but its own fields comes through.
          expect(Object.keys(value).every((key) => ["kind", "subjectId", "board", "paperId", "topicId", "questionTypeId", "questionText"].includes(key))).toBe(true);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it("POST /api/flashcards/youtube: any body is refused or is one link within 4,096 characters, never a throw", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.record({ url: fc.oneof(hostileString, hostileValue, fc.constant(ONE_MEGABYTE)), extra: hostileValue }, { requiredKeys: [] }), hostileValue),
        (body) => {
          const parsed = YOUTUBE_REQUEST_SCHEMA.safeParse(body);
          if (!parsed.success) return;
          expect(Object.keys(parsed.data)).toEqual(["url"]);
          expect(parsed.data.url.length).toBeLessThanOrEqual(4_096);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
