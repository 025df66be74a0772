import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SourceText } from "./source-text";

describe("SourceText", () => {
  it("shows a source printed with line numbers line by line, each number in a column of its own beside its line's words", () => {
    const printed = [
      "The fog came down on the town like",
      "a grey blanket, and the lamps went",
      "out one by one along the street.",
      "Nell stood at the tram stop with",
      "her bag held tight against her.     5",
      "",
      "Nobody came.",
    ].join("\n");
    const html = renderToString(<SourceText text={printed} />);
    // Never the number at the end of the words, where a narrow screen wraps it into the middle of the text.
    expect(html).not.toMatch(/against her\.\s+5/);
    expect(html).toContain('<span>her bag held tight against her.</span><span class="text-right tabular-nums text-slate-700"><span class="sr-only">line </span>5</span>');
    // Each printed line is a row (six lines and the paragraph gap).
    expect(html.match(/class="grid /g)).toHaveLength(6);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
  });

  it("shows any other text as written, with its own line breaks", () => {
    const html = renderToString(<SourceText text={"Source A\nA letter from 1916."} className="mt-2" />);
    expect(html).toBe('<p class="whitespace-pre-wrap mt-2">Source A\nA letter from 1916.</p>');
  });
});
