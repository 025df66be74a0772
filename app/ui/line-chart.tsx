import { useId } from "react";

/**
 * A line chart drawn as SVG on the server (no chart library, so it renders without JavaScript). It is one
 * image to assistive technology (`role="img"` with a title and a description naming the figures); the
 * page shows the same figures in a table next to it. Values are 0-100 (percentages); the x axis is the
 * order of the points. Each series has its own colour and marker shape, so colour is never the only cue.
 */

export interface ChartSeries {
  name: string;
  /** One value per x position; null where the series has no point. */
  values: (number | null)[];
}

export interface ChartLine {
  label: string;
  value: number;
}

// Colours with at least 3:1 contrast on white, distinguishable in the common colour-vision deficiencies.
const COLOURS = ["#1d4ed8", "#b45309", "#047857", "#be185d", "#6d28d9", "#0f766e", "#4b5563"];
const SHAPES = ["circle", "square", "diamond", "triangle", "circle", "square", "diamond"] as const;

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 44, right: 16, top: 16, bottom: 36 };

function Marker({ shape, x, y, colour, label }: { shape: (typeof SHAPES)[number]; x: number; y: number; colour: string; label: string }) {
  const size = 4.5;
  const title = <title>{label}</title>;
  switch (shape) {
    case "square":
      return (
        <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill={colour}>
          {title}
        </rect>
      );
    case "diamond":
      return (
        <polygon points={`${x},${y - size - 1} ${x + size + 1},${y} ${x},${y + size + 1} ${x - size - 1},${y}`} fill={colour}>
          {title}
        </polygon>
      );
    case "triangle":
      return (
        <polygon points={`${x},${y - size - 1} ${x + size + 1},${y + size} ${x - size - 1},${y + size}`} fill={colour}>
          {title}
        </polygon>
      );
    default:
      return (
        <circle cx={x} cy={y} r={size} fill={colour}>
          {title}
        </circle>
      );
  }
}

export function LineChart({
  title,
  description,
  xLabels,
  series,
  referenceLine,
  unit = "%",
}: {
  title: string;
  /** What the chart shows, in words, with its figures (read by screen readers). */
  description: string;
  /** One label per x position (for example "Answer 3, 12 Nov"). */
  xLabels: string[];
  series: ChartSeries[];
  /** A dashed horizontal line, for example a target. */
  referenceLine?: ChartLine;
  unit?: string;
}) {
  const id = useId();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const count = Math.max(1, xLabels.length);
  const xAt = (index: number) => PAD.left + (count === 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth);
  const yAt = (value: number) => PAD.top + plotHeight - (Math.max(0, Math.min(100, value)) / 100) * plotHeight;
  const ticks = [0, 25, 50, 75, 100];
  const labelEvery = Math.max(1, Math.ceil(count / 8));

  return (
    <figure className="w-full">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yAt(tick)} y2={yAt(tick)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PAD.left - 6} y={yAt(tick) + 4} textAnchor="end" fontSize={12} fill="#334155">
              {tick}
              {unit}
            </text>
          </g>
        ))}
        {xLabels.map((label, index) =>
          index % labelEvery === 0 || index === count - 1 ? (
            <text key={label + index} x={xAt(index)} y={HEIGHT - 12} textAnchor="middle" fontSize={12} fill="#334155">
              {index + 1}
            </text>
          ) : null,
        )}
        {referenceLine ? (
          <g>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yAt(referenceLine.value)} y2={yAt(referenceLine.value)} stroke="#7c2d12" strokeWidth={2} strokeDasharray="6 4" />
            <text x={WIDTH - PAD.right} y={yAt(referenceLine.value) - 6} textAnchor="end" fontSize={12} fill="#7c2d12">
              {referenceLine.label}
            </text>
          </g>
        ) : null}
        {series.map((line, seriesIndex) => {
          const colour = COLOURS[seriesIndex % COLOURS.length]!;
          const shape = SHAPES[seriesIndex % SHAPES.length]!;
          const points = line.values.flatMap((value, index) => (value === null ? [] : [{ x: xAt(index), y: yAt(value), value, index }]));
          return (
            <g key={line.name}>
              {points.length > 1 ? (
                <polyline points={points.map((point) => `${point.x},${point.y}`).join(" ")} fill="none" stroke={colour} strokeWidth={2.5} />
              ) : null}
              {points.map((point) => (
                <Marker
                  key={point.index}
                  shape={shape}
                  x={point.x}
                  y={point.y}
                  colour={colour}
                  label={`${line.name}, ${xLabels[point.index] ?? ""}: ${point.value}${unit}`}
                />
              ))}
            </g>
          );
        })}
      </svg>
      {series.length > 1 || referenceLine ? (
        <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {series.map((line, seriesIndex) => (
            <span key={line.name} className="inline-flex items-center gap-1">
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                <Marker shape={SHAPES[seriesIndex % SHAPES.length]!} x={7} y={7} colour={COLOURS[seriesIndex % COLOURS.length]!} label="" />
              </svg>
              {line.name}
            </span>
          ))}
          {referenceLine ? <span className="text-orange-900">- - {referenceLine.label}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
