import { useEffect, useState } from "react";

import { FieldError } from "./field-error";
import { useHydrated } from "./use-hydrated";

/**
 * The value a select had in the page when React took it over (hydration): a student who chose before the page's
 * script ran (a slow phone) chose that, and React would draw the page's own value over it.
 */
function valueBeforeHydration(id: string): string | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(id);
  return element instanceof HTMLSelectElement ? element.value : null;
}

/** A labelled select whose value the page controls, with its error wired for screen readers. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
}) {
  const id = `field-${name}`;
  // Read once, as the page is taken over (never by a select drawn later, whose id an old one may still hold); told to
  // the page once it has been (an effect), so the page follows the choice.
  const hydrated = useHydrated();
  const [chosenEarly] = useState(() => (hydrated ? null : valueBeforeHydration(id)));
  useEffect(() => {
    if (chosenEarly !== null && chosenEarly !== value && options.some((option) => option.value === chosenEarly)) onChange(chosenEarly);
    // Once, after hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
