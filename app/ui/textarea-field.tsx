import type { ReactNode } from "react";

import { FieldError } from "./field-error";
import { useValueBeforeHydration } from "./use-value-before-hydration";

/**
 * A labelled textarea whose value the page controls, with a live character count against its limit,
 * an optional action beside the label (a "Generate" button), and its error wired for screen readers.
 */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  max,
  rows,
  placeholder,
  error,
  action: extra,
  keepLines = false,
  autoFocus = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows: number;
  placeholder: string;
  error?: string;
  action?: ReactNode;
  /**
   * For a text printed with line numbers: its lines are kept as they are (no wrapping; the box scrolls sideways on
   * a narrow screen) in a font whose letters are all one width, so the numbers at the line ends stand in a column.
   */
  keepLines?: boolean;
  /** Focused as the page loads (a refused form sent without JavaScript: its error is read first). */
  autoFocus?: boolean;
}) {
  const id = `field-${name}`;
  useValueBeforeHydration(id, value, onChange);
  const over = value.length > max;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label}
        </label>
        {extra}
      </div>
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        wrap={keepLines ? "off" : undefined}
        autoFocus={autoFocus || undefined}
        className={`block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500${keepLines ? " overflow-x-auto font-mono text-sm" : ""}`}
      />
      <p id={`${id}-count`} className={over ? "text-sm font-medium text-red-700" : "text-sm text-slate-600"}>
        {value.length.toLocaleString("en-GB")} / {max.toLocaleString("en-GB")} characters
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
