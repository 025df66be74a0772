import { Link } from "react-router";

import { listAddress } from "../list-address";

const linkClasses = "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-semibold";

/**
 * The pages of 'Your Flashcard Sets' (newest first): Newer sets, each page's number, Older sets. Plain
 * links (`?page=N`), so they work without JavaScript; the current page is marked `aria-current`.
 * `onNavigate` lets the page move focus to the list once the next page has loaded.
 */
export function SetPageLinks({ page, pages, onNavigate }: { page: number; pages: number; onNavigate?: () => void }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages of flashcard sets" className="mt-6 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link to={listAddress({ page: page - 1 })} rel="prev" onClick={onNavigate} className={`${linkClasses} text-brand-700 underline hover:bg-slate-100`}>
          <span aria-hidden="true">← </span>Newer sets
        </Link>
      ) : null}
      <ol className="flex flex-wrap gap-1">
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={listAddress({ page: number })}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              onClick={onNavigate}
              className={`${linkClasses} ${number === page ? "bg-brand-700 text-white" : "text-brand-700 underline hover:bg-slate-100"}`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link to={listAddress({ page: page + 1 })} rel="next" onClick={onNavigate} className={`${linkClasses} text-brand-700 underline hover:bg-slate-100`}>
          Older sets<span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </nav>
  );
}
