import { describe, expect, it } from "vitest";

import { FOCUS_CARD_AFTER, studyKeyAction, type StudyFocus } from "./study-keys";

const press = (key: string, extra: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; defaultPrevented: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  defaultPrevented: false,
  ...extra,
});

describe("study mode's keys (spec section 2)", () => {
  it("after a click on Next, Previous, Reset or Shuffle, Space or Enter flips the card instead of pressing the button again", () => {
    // The click hands focus to the card, and Space or Enter on the card is the card's own press: the flip.
    for (const button of ["next", "previous", "reset", "shuffle"] as const) expect(FOCUS_CARD_AFTER.has(button)).toBe(true);
    for (const key of [" ", "Enter"]) expect(studyKeyAction(press(key), "card")).toBeNull();
    // Exit leaves study mode; the page puts focus back on the set.
    expect(FOCUS_CARD_AFTER.has("exit")).toBe(false);
  });

  it("flips with Space or Enter wherever focus is, except in a field or on a button the student moved to with Tab", () => {
    for (const key of [" ", "Enter"]) {
      expect(studyKeyAction(press(key), "elsewhere")).toBe("flip");
      expect(studyKeyAction(press(key), "field")).toBeNull();
      // The browser presses the focused button (Exit Study Mode, say): the student chose it.
      expect(studyKeyAction(press(key), "control")).toBeNull();
    }
  });

  it("moves with the arrows, resets with R and exits with Esc, from the card and the buttons too", () => {
    const everywhere: StudyFocus[] = ["elsewhere", "card", "control"];
    for (const focus of everywhere) {
      expect(studyKeyAction(press("ArrowLeft"), focus)).toBe("previous");
      expect(studyKeyAction(press("ArrowRight"), focus)).toBe("next");
      expect(studyKeyAction(press("r"), focus)).toBe("reset");
      expect(studyKeyAction(press("R"), focus)).toBe("reset");
      expect(studyKeyAction(press("Escape"), focus)).toBe("exit");
    }
    expect(studyKeyAction(press("x"), "elsewhere")).toBeNull();
  });

  it("leaves keys typed into a field, held with a modifier or already handled alone", () => {
    for (const key of ["ArrowLeft", "ArrowRight", "r", "Escape", " "]) expect(studyKeyAction(press(key), "field")).toBeNull();
    expect(studyKeyAction(press("r", { ctrlKey: true }), "elsewhere")).toBeNull();
    expect(studyKeyAction(press("ArrowLeft", { altKey: true }), "elsewhere")).toBeNull();
    expect(studyKeyAction(press("ArrowRight", { metaKey: true }), "elsewhere")).toBeNull();
    expect(studyKeyAction(press(" ", { defaultPrevented: true }), "elsewhere")).toBeNull();
  });
});
