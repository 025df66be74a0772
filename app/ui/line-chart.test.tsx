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
});
