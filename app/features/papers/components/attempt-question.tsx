import { SourceText } from "~/ui/source-text";
import { useValueBeforeHydration } from "~/ui/use-value-before-hydration";

import { formatLetters, parseLetters, type ChoiceOption } from "../attempt-marks";
import { marksLabel } from "../export-text";

export interface AttemptQuestionView {
  id: string;
  number: number;
  label: string;
  text: string;
  marks: number;
  kind: "model" | "choice" | "no-key";
  questionType: string;
  /** The source printed with this question, or null (none, or the same as the question above: see `sourceAbove`). */
  source: string | null;
  sourceAbove: boolean;
  options: ChoiceOption[];
}

/**
 * One question of an attempt: its label, marks, source (printed once for consecutive questions that share
 * it), and the answer field: a textarea for an essay or short answer; for multiple choice a checkbox per
 * option parsed from the question, or a text box for letters when the question lists none.
 */
export function AttemptQuestion({
  question,
  value,
  onChange,
  readOnly,
  answerLimit,
}: {
  question: AttemptQuestionView;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  /** The most characters an answer may have (the marking's limit, from the page's data). */
  answerLimit: number;
}) {
  const headingId = `question-${question.id}-heading`;
  const fieldId = `answer-${question.id}`;
  // An answer typed before the page's script ran is kept (a textarea or the letters box; not the checkboxes).
  useValueBeforeHydration(fieldId, value, onChange, () => !readOnly);
  const chosen = parseLetters(value);
  const multipleChoice = question.questionType === "multiple_choice";
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <input type="hidden" name={`present-${question.id}`} value="1" />
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {question.label} <span className="text-base font-normal text-slate-700">[{marksLabel(question.marks)}]</span>
      </h2>
      {question.source ? (
        <div className="mt-3 rounded-md border border-slate-300 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-800">Source</p>
          <SourceText text={question.source} className="mt-1 text-slate-900" />
        </div>
      ) : null}
      {question.sourceAbove ? <p className="mt-2 text-sm italic text-slate-700">Use the source printed above.</p> : null}
      <p className="mt-3 whitespace-pre-wrap text-slate-900">{question.text}</p>
      {!multipleChoice ? (
        <div className="mt-4">
          <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
            Your answer to {question.label}
          </label>
          <textarea
            id={fieldId}
            name={fieldId}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            readOnly={readOnly}
            rows={question.questionType === "essay" ? 14 : 5}
            aria-describedby={`${fieldId}-count`}
            aria-invalid={value.length > answerLimit ? true : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 read-only:bg-slate-100 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
          />
          {/* The limit, counted under the box it belongs to: a refusal for length says which answer to shorten. */}
          <p id={`${fieldId}-count`} className={value.length > answerLimit ? "mt-1 text-sm font-medium text-red-700" : "mt-1 text-sm text-slate-600"}>
            {value.length.toLocaleString("en-GB")} / {answerLimit.toLocaleString("en-GB")} characters
            {value.length > answerLimit ? `: this answer is too long to save. Shorten it to ${answerLimit.toLocaleString("en-GB")} characters.` : ""}
          </p>
        </div>
      ) : question.options.length > 0 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-800">Your answer to {question.label} (choose every correct option)</legend>
          <div className="mt-2 space-y-2">
            {question.options.map((option) => {
              const optionId = `${fieldId}-${option.letter}`;
              return (
                <div key={option.letter} className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    id={optionId}
                    name={fieldId}
                    value={option.letter}
                    checked={chosen.includes(option.letter)}
                    disabled={readOnly}
                    onChange={(event) =>
                      onChange(formatLetters(event.target.checked ? [...chosen, option.letter].sort() : chosen.filter((letter) => letter !== option.letter)))
                    }
                    className="mt-1 h-4 w-4 accent-brand-700"
                  />
                  <label htmlFor={optionId} className="text-slate-900">
                    {option.letter}) {option.text}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <div className="mt-4">
          <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
            Your answer to {question.label} (the option letters, e.g. B or A, C)
          </label>
          <input
            id={fieldId}
            name={fieldId}
            type="text"
            value={value}
            readOnly={readOnly}
            onChange={(event) => onChange(event.target.value)}
            className="mt-1 block w-48 rounded-md border border-slate-400 px-3 py-2 text-slate-900 read-only:bg-slate-100"
          />
        </div>
      )}
    </section>
  );
}
