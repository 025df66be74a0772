/**
 * A printed source's line numbers (English Language sources: features/generation/offline/number-lines.ts prints
 * every fifth line with its number at the end, after a gap of three spaces or more).
 */
export const NUMBERED_LINE = /^(.*?)\s{3,}(\d+)$/;

/** Whether a text is printed with line numbers (at least one line ends in one after the gap). */
export function hasLineNumbers(text: string): boolean {
  return text.split("\n").some((line) => NUMBERED_LINE.test(line));
}

/** One printed line: its words and its number, when it carries one; null for the blank line between paragraphs. */
export function printedLine(line: string): { words: string; number: string | null } | null {
  if (line.trim() === "") return null;
  const match = NUMBERED_LINE.exec(line);
  return match ? { words: (match[1] ?? "").trimEnd(), number: match[2] ?? null } : { words: line, number: null };
}
