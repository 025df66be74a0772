import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { EXAM_BOARDS, SUBJECTS } from "~/features/catalogue";
import { BODY_REFUSED } from "~/platform/forms/strict-body.server";

import { hostileString, mostly, ONE_MEGABYTE, PROPERTY_RUNS } from "../../../tests/support/hostile-values";
import { PROFILE_MESSAGES, readProfileForm } from "./save-profile.server";

const BOARD_IDS = EXAM_BOARDS.map((board) => board.id);
const NAME_MESSAGES = ["Full name is required", "Full name must be 100 characters or fewer"];

function form(fields: ReadonlyArray<readonly [string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const validBoards = SUBJECTS.map((subject) => [`board:${subject.id}`, "aqa"] as const);

describe("the profile form (C1, C4)", () => {
  it("C1: any fields give a valid profile within the rules or one of the form's messages, never a throw", () => {
    fc.assert(
      fc.property(
        fc.record({
          fullName: fc.option(hostileString, { nil: undefined }),
          boards: fc.array(mostly(BOARD_IDS), { minLength: SUBJECTS.length, maxLength: SUBJECTS.length }),
          extra: fc.array(fc.tuple(fc.constantFrom("plan", "role", "userId", "fullName", "board:history", "__proto__", "constructor[prototype]"), hostileString), { maxLength: 2 }),
        }),
        ({ fullName, boards, extra }) => {
          const fields: Array<[string, string]> = [];
          if (fullName !== undefined) fields.push(["fullName", fullName]);
          // A form field is text: String() of a hostile value may throw (`{ toString: {} }`), so such a value is sent as its tag.
          const asText = (value: unknown): string => {
            if (typeof value === "string") return value;
            try {
              return String(value);
            } catch {
              return Object.prototype.toString.call(value);
            }
          };
          SUBJECTS.forEach((subject, index) => fields.push([`board:${subject.id}`, asText(boards[index])]));
          fields.push(...extra);
          const read = readProfileForm(form(fields));
          if (!read.ok) {
            expect([...NAME_MESSAGES, PROFILE_MESSAGES.boardMissing, BODY_REFUSED]).toContain(read.message);
            return;
          }
          const name = read.value.fullName;
          expect(name.length).toBeGreaterThanOrEqual(1);
          expect(name.length).toBeLessThanOrEqual(100);
          expect(name).toBe(name.trim());
          expect(name).not.toMatch(/\s\s/);
          for (const subject of SUBJECTS) expect(BOARD_IDS).toContain(read.value.examBoards[subject.id]);
          // Only the two things the form may change come back.
          expect(Object.keys(read.value).sort()).toEqual(["examBoards", "fullName"]);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it("removes characters no one can see, as sign-up does: a name of them alone is refused, a direction override is dropped", () => {
    const invisible = readProfileForm(form([["fullName", "\u200b\u200b\u200b"], ...validBoards]));
    expect(invisible.ok ? null : invisible.message).toBe("Full name is required");
    const reversed = readProfileForm(form([["fullName", "Sib\u202enimda troppus"], ...validBoards]));
    expect(reversed.ok ? reversed.value.fullName : null).toBe("Sibnimda troppus");
  });

  it("refuses a megabyte name with the limit's message", () => {
    expect(readProfileForm(form([["fullName", ONE_MEGABYTE], ...validBoards]))).toMatchObject({ ok: false, message: NAME_MESSAGES[1] });
    expect(readProfileForm(form([...validBoards]))).toMatchObject({ ok: false, message: NAME_MESSAGES[0] });
  });

  it("C4: a field sent twice or a prototype key refuses the form instead of choosing a value", () => {
    expect(readProfileForm(form([["fullName", "Ada"], ...validBoards])).ok).toBe(true);
    for (const extra of [
      ["fullName", "Someone Else"],
      ["board:history", "ocr"],
      ["__proto__[admin]", "true"],
      ["constructor[prototype][plan]", "premium"],
      ["a.__proto__.b", "1"],
    ] as const) {
      expect(readProfileForm(form([["fullName", "Ada"], ...validBoards, extra])), extra[0]).toMatchObject({ ok: false, message: BODY_REFUSED });
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
