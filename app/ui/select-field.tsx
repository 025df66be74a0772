import { FieldError } from "./field-error";
import { useValueBeforeHydration } from "./use-value-before-hydration";

/** A labelled select whose value the page controls, with its error wired for screen readers. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  placeholder,
  error,
  describedBy,
  autoFocus = false,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
  /** Ids of text that says more about the choice (a hint below the menu); read with the menu, before its error. */
  describedBy?: string;
  /** Focused as the page loads (a refused form sent without JavaScript: its error is read first). */
  autoFocus?: boolean;
}) {
  const id = `field-${name}`;
  useValueBeforeHydration(id, value, onChange, (early) => options.some((option) => option.value === early));
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
        aria-describedby={[describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined}
        autoFocus={autoFocus || undefined}
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
