import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { ENTITY_BOMB, FAKE_CAPTION_LINES, renderClassic, renderJson3, renderSrv3 } from "../../../tests/fakes/youtube-server";
import { captionText, parseCaptions } from "./parse-captions";
import { decodeXmlEntities, tokenizeXml } from "./xml-tokenizer";

const expected = FAKE_CAPTION_LINES.map((line) => ({ startMs: line.startMs, text: line.text }));

describe("parseCaptions", () => {
  it("reads srv3 (milliseconds, <s> word children), classic (seconds, escaped twice) and json3 to the same lines", () => {
    expect(parseCaptions(renderSrv3(FAKE_CAPTION_LINES))).toEqual({ ok: true, format: "srv3", lines: expected });
    expect(parseCaptions(renderClassic(FAKE_CAPTION_LINES))).toEqual({ ok: true, format: "classic", lines: expected });
    expect(parseCaptions(renderJson3(FAKE_CAPTION_LINES))).toEqual({ ok: true, format: "json3", lines: expected });
  });

  it("decodes the five predefined entities and numeric references (hex with a lower-case x, as XML has it), and nothing else", () => {
    const srv3 = '<timedtext format="3"><body><p t="10" d="1">&lt;b&gt; &amp; &quot;q&quot; &apos;a&apos; &#39;n&#39; &#x2019;h&#X2019; &nbsp; &lol9;</p></body></timedtext>';
    const parsed = parseCaptions(srv3);
    expect(parsed.ok && parsed.lines).toEqual([{ startMs: 10, text: "<b> & \"q\" 'a' 'n' \u2019h&#X2019; &nbsp; &lol9;" }]);
    expect(decodeXmlEntities("&#0; &#xD800; &#1114112;")).toBe("\uFFFD \uFFFD \uFFFD");
  });

  it("keeps <br/> as a space, skips comments, reads CDATA as text and keeps replacement characters", () => {
    const parsed = parseCaptions('<?xml version="1.0"?><!-- c --><timedtext><body><p t="0">one<br/>two <![CDATA[<three>]]> \uFFFD</p></body></timedtext>');
    expect(parsed.ok && captionText(parsed.lines)).toBe("one two <three> \uFFFD");
  });

  it("refuses any document declaring a DOCTYPE or an ENTITY, so the billion laughs are never expanded", () => {
    expect(parseCaptions(ENTITY_BOMB)).toMatchObject({ ok: false, reason: "declaration-refused" });
    expect(parseCaptions('<!DOCTYPE x SYSTEM "file:///etc/passwd"><transcript/>')).toMatchObject({ ok: false, reason: "declaration-refused" });
    expect(parseCaptions('<transcript><!ENTITY a "b"></transcript>')).toMatchObject({ ok: false, reason: "declaration-refused" });
    expect(tokenizeXml("<a><!doctype html></a>")).toMatchObject({ ok: false, reason: "declaration-refused" });
  });

  it("refuses what is not captions", () => {
    for (const body of ["", "Not Found", "<html><body>Error</body></html>", "{\"error\":1}", "{broken", "<timedtext><p t=\"1\""]) {
      expect(parseCaptions(body).ok, body).toBe(false);
    }
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("<timedtext>", "<transcript>", "{\"events\":")).chain((prefix) => fc.tuple(fc.constant(prefix), fc.string({ unit: "binary" }))), ([prefix, rest]) => {
        const parsed = parseCaptions(prefix + rest);
        expect(typeof parsed.ok).toBe("boolean");
      }),
      { numRuns: 1_000 },
    );
  });

  it("reads a whole 2 MB document (the size cap)", () => {
    const line = '<p t="0" d="1">All work &amp; no play &#39;makes&#39; Jack a dull boy.</p>';
    const body = `<timedtext><body>${line.repeat(Math.floor((2 * 1024 * 1024) / line.length))}</body></timedtext>`;
    const parsed = parseCaptions(body);
    expect(parsed.ok && parsed.lines.length).toBeGreaterThan(20_000);
    expect(parsed.ok && parsed.lines[0]!.text).toBe("All work & no play 'makes' Jack a dull boy.");
  });
});
