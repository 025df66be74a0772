import type { ReactNode } from "react";
import { Link } from "react-router";

import { cn } from "./cn";

/** The width and padding every page body shares. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}

/** A readable column for long text (legal pages, help). */
export function ProseContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">{children}</div>;
}

export function BackToHome() {
  return (
    <Link to="/" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> Back to Home
    </Link>
  );
}

/** A numbered section of a long document, with an id so it can be linked to. */
export function DocumentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-7 text-slate-700">{children}</div>
    </section>
  );
}
