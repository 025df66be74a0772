import { useId } from "react";

/**
 * A line chart drawn as SVG on the server (no chart library, so it renders without JavaScript). It is one
 * image to assistive technology (`role="img"` with a title and a description naming the figures); the
 * page shows the same figures in a table next to it. Values are 0-100 (percentages); the x axis is the
 * order of the points. Each series has its own colour and marker shape, so colour is never the only cue.
 *
 * The SVG has no viewBox: it is as wide as its container and a fixed height, and everything is placed in
 * percentages of that box, so the axis labels and markers keep their size in pixels (a viewBox would scale
 * 12-unit labels down to about 5 px in a phone's card). The labels sit in the wrapper's padding, outside the
 * plot, drawn there with `overflow: visible`.
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
// And its own line pattern: two objectives at the same figures draw one line over the other, and the dashes of the
// one on top let the one below show through.
const DASHES = [undefined, "7 4", "2 4", "10 3 2 3", "4 2", "1 3", "12 4"] as const;
/** How far apart, in pixels, the markers of series that share a point are drawn (side by side, not one on another). */
const SHARED_POINT_SPREAD = 10;

/** The plot's height in pixels, and the labels' size (text-xs). */
const PLOT_HEIGHT = 200;
export const CHART_LABEL_PX = 12;

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
  const count = Math.max(1, xLabels.length);
  // Percentages of the plot's box: x by the point's order, y from 100 (top) down to 0.
  const xAt = (index: number) => `${count === 1 ? 50 : (index / (count - 1)) * 100}%`;
  const yAt = (value: number) => `${100 - Math.max(0, Math.min(100, value))}%`;
  const ticks = [0, 25, 50, 75, 100];
  const labelEvery = Math.max(1, Math.ceil(count / 8));

  return (
    <figure className="w-full">
      {/* The padding holds the y labels (left), the target's label (top) and the answer numbers (bottom). */}
      <div className="pb-8 pl-12 pr-3 pt-6">
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          width="100%"
          height={PLOT_HEIGHT}
          overflow="visible"
          className="block w-full overflow-visible"
          fontSize={CHART_LABEL_PX}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1="0" x2="100%" y1={yAt(tick)} y2={yAt(tick)} stroke="#cbd5e1" strokeWidth={1} />
              <text x={-8} y={yAt(tick)} dy="0.35em" textAnchor="end" fill="#334155">
                {tick}
                {unit}
              </text>
            </g>
          ))}
          {xLabels.map((label, index) =>
            index % labelEvery === 0 || index === count - 1 ? (
              <text key={label + index} x={xAt(index)} y="100%" dy={20} textAnchor="middle" fill="#334155">
                {index + 1}
              </text>
            ) : null,
          )}
          {referenceLine ? (
            <g>
              <line x1="0" x2="100%" y1={yAt(referenceLine.value)} y2={yAt(referenceLine.value)} stroke="#7c2d12" strokeWidth={2} strokeDasharray="6 4" />
              <text x="100%" y={yAt(referenceLine.value)} dy={-6} textAnchor="end" fill="#7c2d12">
                {referenceLine.label}
              </text>
            </g>
          ) : null}
          {series.map((line, seriesIndex) => {
            const colour = COLOURS[seriesIndex % COLOURS.length]!;
            const shape = SHAPES[seriesIndex % SHAPES.length]!;
            const dash = DASHES[seriesIndex % DASHES.length];
            const points = line.values.flatMap((value, index) => (value === null ? [] : [{ x: xAt(index), y: yAt(value), value, index }]));
            // Series with the same value at this point: their markers are spread side by side around it.
            const spreadAt = (index: number, value: number) => {
              const sharing = series.flatMap((other, otherIndex) => (other.values[index] === value ? [otherIndex] : []));
              return (sharing.indexOf(seriesIndex) - (sharing.length - 1) / 2) * SHARED_POINT_SPREAD;
            };
            return (
              <g key={line.name}>
                {/* Segments, not a polyline: a polyline's points cannot be percentages. Round caps join them. */}
                {points.slice(1).map((point, index) => (
                  <line
                    key={point.index}
                    x1={points[index]!.x}
                    y1={points[index]!.y}
                    x2={point.x}
                    y2={point.y}
                    stroke={colour}
                    strokeWidth={2.5}
                    strokeLinecap="round"
                    strokeDasharray={dash}
                  />
                ))}
                {points.map((point) => (
                  // A nested SVG puts the marker's centre at the point; the marker is drawn around (0, 0).
                  <svg key={point.index} x={point.x} y={point.y} overflow="visible">
                    <Marker shape={shape} x={spreadAt(point.index, point.value)} y={0} colour={colour} label={`${line.name}, ${xLabels[point.index] ?? ""}: ${point.value}${unit}`} />
                  </svg>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
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
