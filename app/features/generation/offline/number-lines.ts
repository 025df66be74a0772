import { NUMBERED_LINE } from "~/ui/numbered-lines";

/**
 * How an English Language source is printed, so that a question's "lines 8 to 16" can be found: the passage is
 * wrapped into short lines and every fifth line carries its number in the right margin, as plain text (the form's
 * source box, the attempt and results pages and the paper PDF all show sourceText as text with its line breaks).
 *
 * The numbers sit at the end of the line, after a wide gap, rather than in a left gutter: the pages and the PDF
 * drop or trim leading spaces and use proportional fonts, so a left gutter of spaces would not stay aligned,
 * while the words themselves stay flush left here. Blank lines between paragraphs are not counted, as on the
 * boards' inserts.
 */

/** The widest printed line, in characters: well inside the PDF's source width at 10pt and a page's card. */
export const PRINTED_LINE_CHARACTERS = 60;
/** The narrowest the wrapping goes to give a short passage its minimum lines. */
const NARROWEST_LINE_CHARACTERS = 36;
export const LINE_NUMBER_EVERY = 5;
/**
 * Every printed English Language source of 150 words or more has at least this many numbered lines
 * (numberLines narrows the wrapping until it does), so the question generator names lines only up to here.
 */
export const LANGUAGE_SOURCE_MIN_LINES = 18;

/** The gap before a line number: three spaces or more never occur inside the wrapped words. */
const NUMBER_GAP = "    ";

/** Words of one line of the passage wrapped at `width` characters (a longer word keeps a line to itself). */
function wrap(line: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of line.trim().split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The passage as printed lines: each paragraph (and each line of verse or of a list) wrapped at `width`;
 * "" marks the blank line between paragraphs.
 */
export function wrapLines(text: string, width: number = PRINTED_LINE_CHARACTERS): string[] {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split("\n").flatMap((line) => wrap(line, width)))
    .filter((lines) => lines.length > 0);
  return paragraphs.flatMap((lines, index) => (index === 0 ? lines : ["", ...lines]));
}

function countTextLines(lines: readonly string[]): number {
  return lines.filter((line) => line !== "").length;
}

/** Whether a paragraph of two lines or more ends on a line of one word (which reads as stranded). */
function hasStrandedWord(lines: readonly string[]): boolean {
  return lines.some(
    (line, index) => (index === lines.length - 1 || lines[index + 1] === "") && index > 0 && lines[index - 1] !== "" && !line.includes(" "),
  );
}

/**
 * The passage printed with line numbers (every fifth line, in the right margin). A passage that would print
 * fewer than `minLines` lines is wrapped narrower, down to a readable minimum, until it has them; among the
 * widths that give enough lines, the widest that strands no word on a paragraph's last line.
 */
export function numberLines(text: string, minLines: number = LANGUAGE_SOURCE_MIN_LINES): string {
  const layouts: string[][] = [];
  for (let width = PRINTED_LINE_CHARACTERS; width >= NARROWEST_LINE_CHARACTERS; width -= 2) layouts.push(wrapLines(text, width));
  const longEnough = layouts.filter((candidate) => countTextLines(candidate) >= minLines);
  const lines =
    longEnough.find((candidate) => !hasStrandedWord(candidate)) ?? longEnough[0] ?? (layouts[layouts.length - 1] as string[]);
  const widest = Math.max(...lines.map((line) => line.length));
  let number = 0;
  return lines
    .map((line) => {
      if (line === "") return line;
      number++;
      return number % LINE_NUMBER_EVERY === 0 ? `${line.padEnd(widest)}${NUMBER_GAP}${number}` : line;
    })
    .join("\n");
}

/** The printed text's numbered lines, in order, without their numbers: entry i is line i + 1. */
export function printedLines(printed: string): string[] {
  return printed
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => NUMBERED_LINE.exec(line)?.[1]?.trimEnd() ?? line);
}

/** The printed text back as running paragraphs (numbers and wrapping removed), for reading its sentences. */
export function unnumberLines(printed: string): string {
  return printed
    .split(/\n\s*\n/)
    .map((paragraph) => printedLines(paragraph).join(" "))
    .join("\n\n");
}
