import { inflateSync } from "node:zlib";

/** WinAnsi bytes 0x80-0x9f that differ from Latin-1. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰", 0x8a: "Š", 0x8b: "‹", 0x8c: "Œ", 0x8e: "Ž",
  0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x98: "˜", 0x99: "™", 0x9a: "š", 0x9b: "›", 0x9c: "œ", 0x9e: "ž", 0x9f: "Ÿ",
};

/**
 * For tests: the text a PDF written by pdf-lib with a standard font draws, one string per Tj, decoded from
 * its content streams (inflated when compressed) and WinAnsi.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const runs: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const bytes = Buffer.from(raw.slice(start, end), "latin1");
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const codes = Buffer.from(hex[1] ?? "", "hex");
      runs.push([...codes].map((code) => WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)).join(""));
    }
    streamPattern.lastIndex = end + "endstream".length;
  }
  return runs;
}
