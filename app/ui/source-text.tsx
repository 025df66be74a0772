import { cn } from "./cn";
import { hasLineNumbers, printedLine } from "./numbered-lines";

/**
 * A source or extract as printed with a question. One printed with line numbers is shown line by line with the
 * numbers in a column of their own, so "lines 8 to 16" can be followed on a phone too: a line too long for the
 * screen wraps within its row and keeps its number beside it (as plain text with the numbers at the line ends, a
 * narrow screen wrapped the numbers into the middle of the words). Any other text keeps its own line breaks.
 */
export function SourceText({ text, className }: { text: string; className?: string }) {
  if (!hasLineNumbers(text)) return <p className={cn("whitespace-pre-wrap", className)}>{text}</p>;
  return (
    <div className={className}>
      {text.split("\n").map((line, index) => {
        const printed = printedLine(line);
        if (!printed) return <div key={index} className="h-3" aria-hidden="true" />;
        return (
          <div key={index} className="grid grid-cols-[minmax(0,1fr)_2.5rem] gap-x-3">
            <span>{printed.words}</span>
            <span className="text-right tabular-nums text-slate-700">
              {printed.number ? (
                <>
                  <span className="sr-only">line </span>
                  {printed.number}
                </>
              ) : null}
            </span>
          </div>
        );
      })}
    </div>
  );
}
