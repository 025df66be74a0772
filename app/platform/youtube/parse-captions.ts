import { decodeXmlEntities, tokenizeXml } from "./xml-tokenizer";

/**
 * The three caption formats YouTube serves for a track, read into timed lines:
 * - srv3 (`fmt=srv3`, what the mobile client's tracks give): `<timedtext format="3"><body><p t="ms" d="ms">text
 *   or <s>word</s> children</p></body></timedtext>`;
 * - the classic format: `<transcript><text start="seconds" dur="seconds">text</text></transcript>`, whose text
 *   is often escaped twice (`&amp;#39;`), so it is decoded once more (still only the predefined entities and
 *   numeric references);
 * - json3 (`fmt=json3`): `{"events":[{"tStartMs":0,"dDurationMs":1000,"segs":[{"utf8":"text"}]}]}`.
 */

export interface CaptionLine {
  startMs: number;
  text: string;
}

export type CaptionFormat = "srv3" | "classic" | "json3";

export type ParseCaptionsResult =
  | { ok: true; format: CaptionFormat; lines: CaptionLine[] }
  | { ok: false; reason: "declaration-refused" | "bad-format"; detail: string };

const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

function parseJson3(body: string): ParseCaptionsResult {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, reason: "bad-format", detail: "json3 captions are not JSON" };
  }
  const events = (data as { events?: unknown })?.events;
  if (!Array.isArray(events)) return { ok: false, reason: "bad-format", detail: "json3 captions have no events" };
  const lines: CaptionLine[] = [];
  for (const event of events) {
    if (typeof event !== "object" || event === null) continue;
    const { tStartMs, segs } = event as { tStartMs?: unknown; segs?: unknown };
    if (!Array.isArray(segs)) continue;
    const text = tidy(segs.map((seg) => (typeof (seg as { utf8?: unknown })?.utf8 === "string" ? (seg as { utf8: string }).utf8 : "")).join(""));
    if (text) lines.push({ startMs: typeof tStartMs === "number" && Number.isFinite(tStartMs) ? tStartMs : 0, text });
  }
  return { ok: true, format: "json3", lines };
}

function parseXmlCaptions(body: string): ParseCaptionsResult {
  const tokenized = tokenizeXml(body);
  if (!tokenized.ok) {
    return { ok: false, reason: tokenized.reason === "declaration-refused" ? "declaration-refused" : "bad-format", detail: tokenized.detail };
  }
  const root = tokenized.tokens.find((token) => token.kind === "open");
  if (!root || root.kind !== "open") return { ok: false, reason: "bad-format", detail: "no root element" };
  const classic = root.name === "transcript";
  if (!classic && root.name !== "timedtext") return { ok: false, reason: "bad-format", detail: `unknown root <${root.name}>` };
  const lineTag = classic ? "text" : "p";

  const lines: CaptionLine[] = [];
  let current: { startMs: number; parts: string[] } | null = null;
  const finish = () => {
    if (!current) return;
    const joined = current.parts.join("");
    const text = tidy(classic ? decodeXmlEntities(joined) : joined);
    if (text) lines.push({ startMs: current.startMs, text });
    current = null;
  };
  for (const token of tokenized.tokens) {
    if (token.kind === "open" && token.name === lineTag) {
      finish();
      const start = classic ? Number(token.attributes.start) * 1000 : Number(token.attributes.t);
      current = { startMs: Number.isFinite(start) ? Math.round(start) : 0, parts: [] };
      if (token.selfClosing) finish();
    } else if (token.kind === "close" && token.name === lineTag) {
      finish();
    } else if (current && token.kind === "text") {
      current.parts.push(token.text);
    } else if (current && token.kind === "open" && token.name === "br") {
      current.parts.push(" ");
    }
  }
  finish();
  return { ok: true, format: classic ? "classic" : "srv3", lines };
}

/** Reads a caption document in any of the three formats. Never throws. */
export function parseCaptions(body: string): ParseCaptionsResult {
  const start = body.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("{")) return parseJson3(start);
  if (start.startsWith("<")) return parseXmlCaptions(start);
  return { ok: false, reason: "bad-format", detail: "neither XML nor JSON" };
}

/** The lines as one running text, the way the prompt and the offline generator read it. */
export function captionText(lines: readonly CaptionLine[]): string {
  return tidy(lines.map((line) => line.text).join(" "));
}
