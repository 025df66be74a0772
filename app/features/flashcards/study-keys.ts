/**
 * Study mode's keys (spec section 2): Left/Right navigate, Space or Enter flips, R resets, Esc exits. Pure, so
 * the rules are tested without a browser; the component tells it where focus is and does what it answers.
 */

/** Where focus is when a key is pressed: a text field, the card (a button whose press flips it), another control, or anywhere else. */
export type StudyFocus = "field" | "card" | "control" | "elsewhere";

export type StudyKeyAction = "previous" | "next" | "flip" | "reset" | "exit";

export interface StudyKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
}

/**
 * What a key does in study mode, or null when the key is not study mode's: typed into a field, held with a
 * modifier, or Space/Enter on a button, which the browser presses itself. On the card that press is the flip;
 * on another control it is that control, which the student can only be on by choice (Tab): the controls that
 * change the card hand focus to the card (`FOCUS_CARD_AFTER`), so a click never leaves Space or Enter on them.
 */
export function studyKeyAction(press: StudyKeyPress, focus: StudyFocus): StudyKeyAction | null {
  if (press.defaultPrevented || press.altKey || press.ctrlKey || press.metaKey || focus === "field") return null;
  switch (press.key) {
    case "ArrowLeft":
      return "previous";
    case "ArrowRight":
      return "next";
    case " ":
    case "Enter":
      return focus === "card" || focus === "control" ? null : "flip";
    case "r":
    case "R":
      return "reset";
    case "Escape":
      return "exit";
    default:
      return null;
  }
}

/** Study mode's buttons besides the card. */
export type StudyButton = "previous" | "next" | "reset" | "shuffle" | "exit";

/**
 * The buttons after which focus moves to the card, so the next Space or Enter flips it instead of pressing the
 * button again (a clicked button keeps focus in most browsers; Next and Previous may also have just become
 * disabled, which would drop focus). Exit leaves study mode: the page puts focus back on the set.
 */
export const FOCUS_CARD_AFTER: ReadonlySet<StudyButton> = new Set<StudyButton>(["previous", "next", "reset", "shuffle"]);
