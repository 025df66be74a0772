import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CHART_LABEL_PX, LineChart } from "./line-chart";

function render() {
  return renderToStaticMarkup(
    <LineChart
      title="History: percentage of each marked answer"
      description="Answer 1 (3 Nov): 40%, grade 4; Answer 2 (10 Nov): 65%, grade 6"
      xLabels={["Answer 1, 3 Nov", "Answer 2, 10 Nov"]}
      series={[{ name: "Percentage", values: [40, 65] }]}
      referenceLine={{ label: "Target grade 7 (70%)", value: 70 }}
    />,
  );
}

describe("LineChart", () => {
  it("keeps its axis labels 12 px on screen at any width: no viewBox to scale them, the plot placed in percentages", () => {
    const html = render();
    const svg = /<svg role="img"[^>]*>/.exec(html)?.[0] ?? "";
    // A viewBox of 640 units in a 308 px card (a 390 px phone) drew 12-unit labels at about 5.8 px.
    expect(svg).not.toContain("viewBox");
    expect(svg).toContain('width="100%"');
    expect(svg).toContain(`font-size="${CHART_LABEL_PX}"`);
    expect(CHART_LABEL_PX).toBeGreaterThanOrEqual(12);
    // No label sets a size of its own that a scale could shrink or grow.
    expect(html.match(/<text[^>]*font-size/g)).toBeNull();
    // The axis, the answers and the target are all labelled.
    for (const label of [">0%<", ">100%<", ">1<", ">2<", ">Target grade 7 (70%)<"]) expect(html).toContain(label);
    // Points sit at percentages of the plot: the first answer at the left, 40% up; the second at the right, 65% up.
    expect(html).toContain('<svg x="0%" y="60%" overflow="visible">');
    expect(html).toContain('<svg x="100%" y="35%" overflow="visible">');
    expect(html).toContain("<title>Percentage, Answer 2, 10 Nov: 65%</title>");
  });

  it("draws series that share a point side by side and each line in its own pattern, so a tie hides neither", () => {
    const html = renderToStaticMarkup(
      <LineChart
        title="History: each objective as a share of its marks"
        description="AO1: 83%; AO2: 83%"
        xLabels={["Answer 1, 3 Nov", "Answer 2, 10 Nov"]}
        series={[
          { name: "AO1", values: [50, 83] },
          { name: "AO2", values: [50, 83] },
          { name: "AO3", values: [40, 83] },
        ]}
      />,
    );
    // At answer 2 all three share 83%: markers 10 px apart around the point (AO1's circle left, AO3's diamond right).
    const second = [...html.matchAll(/<svg x="100%" y="17%" overflow="visible">(.*?)<\/svg>/g)].map((match) => match[1]!);
    expect(second).toHaveLength(3);
    expect(second[0]).toMatch(/<circle cx="-10" cy="0"/);
    expect(second[1]).toMatch(/<rect x="-4.5" y="-4.5"/);
    expect(second[2]).toMatch(/<polygon points="10,-5.5 /);
    // At answer 1 only AO1 and AO2 share 50%: 5 px either side; AO3 alone at 40% sits on the point.
    const first = [...html.matchAll(/<svg x="0%" y="(50|60)%" overflow="visible">(.*?)<\/svg>/g)].map((match) => match[2]!);
    expect(first[0]).toMatch(/<circle cx="-5" cy="0"/);
    expect(first[1]).toMatch(/<rect x="0.5" y="-4.5"/);
    expect(first[2]).toMatch(/<polygon points="0,-5.5 /);
    // The first line is solid, the others dashed, each differently.
    const dashes = [...html.matchAll(/<line [^>]*stroke-linecap="round"[^>]*>/g)].map((match) => /stroke-dasharray="([^"]+)"/.exec(match[0])?.[1] ?? "solid");
    expect(dashes).toEqual(["solid", "7 4", "2 4"]);
  });
});
