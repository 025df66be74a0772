import { cn } from "~/ui/cn";

/** Lets a long title (one long word) wrap instead of making a narrow screen scroll sideways, as the flashcards pages do. */
export const WRAP_TEXT = "min-w-0 break-words [overflow-wrap:anywhere]";

/** A practice-paper page's main heading (the paper's title, or "Result: title"). */
export function PaperTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return <h1 className={cn("mt-1 text-3xl font-bold text-slate-900", WRAP_TEXT, className)}>{children}</h1>;
}
