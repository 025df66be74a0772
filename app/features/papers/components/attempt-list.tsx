import { Link } from "react-router";

import { buttonClasses } from "~/ui/button";

/** One sitting of a paper as its list shows it (plain, serialisable figures). */
export interface AttemptItem {
  id: string;
  /** When it was started (in progress) or handed in, as words: "12 May 2026, 14:05". */
  when: string;
  inProgress: boolean;
  /** In progress with its time run out: it waits to be handed in (a review: the list still said "In progress"). */
  timeUp: boolean;
  /** A handed-in sitting's marks so far; `waiting` answers are still to be marked. */
  score: { awarded: number; total: number; percentage: number; grade: string; waiting: number } | null;
}

const whenFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

/** The list's items from the sittings the papers feature gives (newest first). */
export function attemptItems(
  attempts: ReadonlyArray<{ id: string; status: "in_progress" | "submitted"; startedAt: Date; submittedAt: Date | null; timeUp?: boolean; score: AttemptItem["score"] }>,
): AttemptItem[] {
  return attempts.map((attempt) => ({
    id: attempt.id,
    when: whenFormat.format(attempt.submittedAt ?? attempt.startedAt),
    inProgress: attempt.status === "in_progress",
    timeUp: attempt.status === "in_progress" && attempt.timeUp === true,
    score: attempt.score ? { awarded: attempt.score.awarded, total: attempt.score.total, percentage: attempt.score.percentage, grade: attempt.score.grade, waiting: attempt.score.waiting } : null,
  }));
}

/** What a sitting's line says: in progress, or its marks (so far, while answers are still to be marked). */
export function attemptSummaryText(item: AttemptItem): string {
  if (item.inProgress && item.timeUp) return `Started ${item.when} · Time is up: hand it in to have your answers marked`;
  if (item.inProgress || !item.score) return `Started ${item.when} · In progress`;
  const { awarded, total, percentage, grade, waiting } = item.score;
  const marks = `${awarded} / ${total} (${percentage}%), grade ${grade}`;
  return waiting > 0 ? `Handed in ${item.when} · ${marks} so far, ${waiting} ${waiting === 1 ? "answer" : "answers"} still to be marked` : `Handed in ${item.when} · ${marks}`;
}

/**
 * A paper's sittings, newest first, each linking to its result (or, in progress, back to the questions),
 * so an earlier attempt can always be found again.
 */
export function AttemptList({ items, headingLevel = 3, paperTitle }: { items: readonly AttemptItem[]; headingLevel?: 2 | 3 | 4; paperTitle: string }) {
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mt-4">
      <Heading className="text-base font-semibold text-slate-900">Your attempts</Heading>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm text-slate-800">
            <span>{attemptSummaryText(item)}</span>
            {item.inProgress ? (
              <Link
                to={`/aipractisepaper/attempts/${item.id}`}
                className={buttonClasses(item.timeUp ? "primary" : "secondary", "sm")}
                aria-label={`${item.timeUp ? "Hand in" : "Carry on"}: ${paperTitle}, started ${item.when}`}
              >
                {item.timeUp ? "Hand in" : "Carry on"}
              </Link>
            ) : (
              <Link to={`/aipractisepaper/attempts/${item.id}/result`} className={buttonClasses("secondary", "sm")} aria-label={`See result: ${paperTitle}, handed in ${item.when}`}>
                See result
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
