import { useId, type InputHTMLAttributes } from "react";

import { cn } from "./cn";
import { FieldError } from "./field-error";

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled checkbox with its hint and error wired for screen readers. Ticked, it sends "on". */
export function CheckboxField({ label, name, error, hint, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className={cn("mt-0.5 h-5 w-5 shrink-0 accent-brand-700", error ? "outline outline-2 outline-red-600" : undefined)}
          {...props}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-8 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="pl-8">
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}
