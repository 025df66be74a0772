/**
 * A small XML tokenizer for caption documents, written so that nothing in the document can make it do
 * more work than reading the document once:
 *
 * - a document with a DOCTYPE or an ENTITY declaration is refused outright (no internal subset, no
 *   external entities, no "billion laughs");
 * - only the five predefined entities (&lt; &gt; &amp; &quot; &apos;) and numeric character references
 *   (&#39; &#x27;) are decoded; any other `&name;` stays as written, so nothing is ever expanded;
 * - processing instructions and comments are skipped, CDATA is text.
 *
 * It is not a validating parser: unbalanced tags are tolerated (captions are read, not checked).
 */

export type XmlToken =
  | { kind: "open"; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: "close"; name: string }
  | { kind: "text"; text: string };

export type TokenizeResult = { ok: true; tokens: XmlToken[] } | { ok: false; reason: "declaration-refused" | "malformed"; detail: string };

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function fromCodePoint(codePoint: number): string | null {
  if (!Number.isInteger(codePoint) || codePoint < 1 || codePoint > 0x10ffff) return null;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return null;
  return String.fromCodePoint(codePoint);
}

/** Decodes the five predefined entities and numeric character references; leaves everything else as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith("#x")) return fromCodePoint(Number.parseInt(name.slice(2), 16)) ?? "\uFFFD";
    if (name.startsWith("#")) return fromCodePoint(Number.parseInt(name.slice(1), 10)) ?? "\uFFFD";
    return PREDEFINED[name] ?? whole;
  });
}

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

export function tokenizeXml(source: string): TokenizeResult {
  if (DECLARATION.test(source)) {
    return { ok: false, reason: "declaration-refused", detail: "the document declares a DOCTYPE or an ENTITY" };
  }
  const tokens: XmlToken[] = [];
  let index = 0;
  const length = source.length;
  while (index < length) {
    const lt = source.indexOf("<", index);
    if (lt === -1) {
      tokens.push({ kind: "text", text: decodeXmlEntities(source.slice(index)) });
      break;
    }
    if (lt > index) tokens.push({ kind: "text", text: decodeXmlEntities(source.slice(index, lt)) });
    if (source.startsWith("<?", lt)) {
      const end = source.indexOf("?>", lt + 2);
      if (end === -1) return { ok: false, reason: "malformed", detail: "unterminated processing instruction" };
      index = end + 2;
      continue;
    }
    if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      if (end === -1) return { ok: false, reason: "malformed", detail: "unterminated comment" };
      index = end + 3;
      continue;
    }
    if (source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      if (end === -1) return { ok: false, reason: "malformed", detail: "unterminated CDATA section" };
      tokens.push({ kind: "text", text: source.slice(lt + 9, end) });
      index = end + 3;
      continue;
    }
    if (source.startsWith("<!", lt)) return { ok: false, reason: "malformed", detail: "unexpected markup declaration" };
    const closing = source[lt + 1] === "/";
    NAME.lastIndex = lt + (closing ? 2 : 1);
    const nameMatch = NAME.exec(source);
    if (!nameMatch) return { ok: false, reason: "malformed", detail: `a "<" that opens no tag at ${lt}` };
    const name = nameMatch[0];
    let cursor = NAME.lastIndex;
    if (closing) {
      const end = source.indexOf(">", cursor);
      if (end === -1) return { ok: false, reason: "malformed", detail: "unterminated closing tag" };
      tokens.push({ kind: "close", name });
      index = end + 1;
      continue;
    }
    const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
    for (;;) {
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(source);
      if (!attribute) break;
      attributes[attribute[1]!] = decodeXmlEntities(attribute[3] ?? attribute[4] ?? "");
      cursor = ATTRIBUTE.lastIndex;
    }
    while (cursor < length && /\s/.test(source[cursor]!)) cursor++;
    let selfClosing = false;
    if (source[cursor] === "/") {
      selfClosing = true;
      cursor++;
    }
    if (source[cursor] !== ">") return { ok: false, reason: "malformed", detail: `tag <${name}> is not closed properly` };
    tokens.push({ kind: "open", name, attributes, selfClosing });
    index = cursor + 1;
  }
  return { ok: true, tokens };
}
