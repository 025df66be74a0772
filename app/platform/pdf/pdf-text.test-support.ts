import { inflateSync } from "node:zlib";

/** WinAnsi bytes 0x80-0x9f that differ from Latin-1. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰", 0x8a: "Š", 0x8b: "‹", 0x8c: "Œ", 0x8e: "Ž",
  0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x98: "˜", 0x99: "™", 0x9a: "š", 0x9b: "›", 0x9c: "œ", 0x9e: "ž", 0x9f: "Ÿ",
};

/** What a glyph with no ToUnicode entry (a font's .notdef, drawn for a character it lacks) reads as. */
export const UNMAPPED_GLYPH = (code: string) => `<unmapped glyph ${code}>`;

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

/** The indirect objects of a PDF saved by pdf-lib without object streams, by number; streams read by /Length. */
function readObjects(pdf: Uint8Array): Map<string, PdfObject> {
  const raw = Buffer.from(pdf).toString("latin1");
  const objects = new Map<string, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(raw))) {
    const start = match.index + match[0].length;
    const next = /\bstream\r?\n|\bendobj\b/g;
    next.lastIndex = start;
    const end = next.exec(raw);
    if (!end) break;
    const dictionary = raw.slice(start, end.index);
    if (end[0] === "endobj") {
      objects.set(match[1]!, { dictionary });
      header.lastIndex = next.lastIndex;
      continue;
    }
    const length = Number(/\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary)?.[1]);
    if (!Number.isInteger(length)) throw new Error(`Object ${match[1]} has a stream without a direct /Length.`);
    const dataStart = end.index + end[0].length;
    const bytes = Buffer.from(raw.slice(dataStart, dataStart + length), "latin1");
    let stream = bytes;
    if (/\/FlateDecode/.test(dictionary)) stream = inflateSync(bytes);
    objects.set(match[1]!, { dictionary, stream });
    header.lastIndex = dataStart + length;
  }
  return objects;
}

/** UTF-16BE hex (one or more code units, surrogate pairs included) to a string. */
const utf16 = (hex: string) => {
  const units: number[] = [];
  for (let at = 0; at + 4 <= hex.length; at += 4) units.push(Number.parseInt(hex.slice(at, at + 4), 16));
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap's bfchar and bfrange entries: code (upper-case hex) to text. */
function readToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(entry[1]!.toUpperCase(), utf16(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])/g)) {
      const width = entry[1]!.length;
      const low = Number.parseInt(entry[1]!, 16);
      const high = Number.parseInt(entry[2]!, 16);
      const targets = entry[4] ? [...entry[4].matchAll(/<([0-9A-Fa-f]+)>/g)].map((target) => utf16(target[1]!)) : undefined;
      for (let code = low; code <= high; code++) {
        const key = code.toString(16).toUpperCase().padStart(width, "0");
        if (targets) map.set(key, targets[code - low] ?? "");
        else {
          const first = utf16(entry[3]!);
          // The last code unit counts up through the range.
          map.set(key, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - low));
        }
      }
    }
  }
  return map;
}

type Decoder = (hex: string) => string;

const winAnsi: Decoder = (hex) => [...Buffer.from(hex, "hex")].map((code) => WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)).join("");

/**
 * For tests: the text a PDF written by pdf-lib draws, one string per Tj, page by page (a page's content streams
 * in their order: pdf-lib gives text drawn on a page later, like page numbers, a stream after its first).
 * Embedded (Type0, Identity-H) fonts are decoded through their ToUnicode CMaps, two bytes a glyph, a glyph
 * without an entry reading as UNMAPPED_GLYPH(code); standard fonts (Helvetica) through WinAnsi.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  return pdfTextPlacements(pdf).map((placement) => placement.text);
}

/** One Tj of pdfTextPlacements: its text, the page (from 0) and where and in what it is drawn. */
export interface TextPlacement {
  text: string;
  page: number;
  /** The font's /BaseFont name, "DejaVuSans-Bold-1234" for a subset of DejaVu Sans Bold. */
  font: string;
  size: number;
  /** The text matrix's origin (pdf-lib's drawText sets it with Tm): the left end of the baseline. */
  x: number;
  y: number;
}

/** For tests: pdfTextRuns with each run's page, font, size and position, to check where text is drawn. */
export function pdfTextPlacements(pdf: Uint8Array): TextPlacement[] {
  const objects = readObjects(pdf);
  // Font resource names (any page's /Font dictionary) to the font object they name.
  const fontObjectByName = new Map<string, string>();
  for (const { dictionary } of objects.values()) {
    for (const fonts of dictionary.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const entry of (fonts[1] ?? "").matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) fontObjectByName.set(entry[1]!, entry[2]!);
    }
  }
  const decoders = new Map<string, Decoder>();
  const decoderFor = (name: string): Decoder => {
    const objectNumber = fontObjectByName.get(name);
    const font = objectNumber ? objects.get(objectNumber) : undefined;
    if (!font) throw new Error(`The content uses font /${name}, which no /Font resource names.`);
    const cached = decoders.get(objectNumber!);
    if (cached) return cached;
    const toUnicodeRef = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font.dictionary)?.[1];
    let decoder = winAnsi;
    if (/\/Subtype\s*\/Type0/.test(font.dictionary)) {
      const cmapStream = toUnicodeRef ? objects.get(toUnicodeRef)?.stream : undefined;
      if (!cmapStream) throw new Error(`Font /${name} is a Type0 font without a ToUnicode CMap: its text cannot be read back.`);
      const map = readToUnicode(cmapStream.toString("latin1"));
      decoder = (hex) => {
        let text = "";
        for (let at = 0; at + 4 <= hex.length; at += 4) {
          const code = hex.slice(at, at + 4).toUpperCase();
          text += map.get(code) ?? UNMAPPED_GLYPH(code);
        }
        return text;
      };
    }
    decoders.set(objectNumber!, decoder);
    return decoder;
  };

  // Each page's content streams, pages in the order they were written, streams in the order the page lists them.
  const contentStreams: { page: number; content: string }[] = [];
  let page = -1;
  for (const { dictionary } of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(dictionary)) continue;
    page++;
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(dictionary)?.[1] ?? "";
    for (const ref of contents.matchAll(/(\d+)\s+0\s+R/g)) {
      const stream = objects.get(ref[1]!)?.stream;
      if (!stream) throw new Error(`A page's content ${ref[1]} 0 R is not a stream.`);
      contentStreams.push({ page, content: stream.toString("latin1") });
    }
  }
  // A font and size (Tf), the text matrix (Tm: a b c d x y, pdf-lib's drawText sets 1 0 0 1 x y), a run (Tj).
  const operations = /\/([^\s/<>[\]()]+)\s+([\d.]+)\s+Tf|(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+Tm|<([0-9A-Fa-f\s]*)>\s*Tj/g;
  const placements: TextPlacement[] = [];
  for (const { page, content } of contentStreams) {
    let decode: Decoder | undefined;
    let font = "";
    let size = 0;
    let x = 0;
    let y = 0;
    for (const operation of content.matchAll(operations)) {
      if (operation[1] !== undefined) {
        decode = decoderFor(operation[1]);
        font = /\/BaseFont\s*\/([^\s/<>[\]()]+)/.exec(objects.get(fontObjectByName.get(operation[1])!)!.dictionary)?.[1] ?? operation[1];
        size = Number(operation[2]);
      } else if (operation[3] !== undefined) {
        x = Number(operation[7]);
        y = Number(operation[8]);
      } else {
        if (!decode) throw new Error("Text is drawn before any font is set.");
        placements.push({ text: decode((operation[9] ?? "").replace(/\s/g, "")), page, font, size, x, y });
      }
    }
  }
  return placements;
}
