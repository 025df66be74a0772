import type { ReactNode } from "react";

import { cn } from "./cn";

const TONES = {
  danger: "border-red-300 bg-red-50 text-red-900",
  warning: "border-yellow-300 bg-yellow-50 text-yellow-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
  success: "border-green-300 bg-green-50 text-green-900",
} as const;

/**
 * A message box. Danger banners are announced at once to screen readers; others politely. `announce={false}` when
 * the page already says the same words in a live region of its own (so they are not read twice).
 */
export function Banner({
  tone,
  children,
  className,
  announce = true,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
  announce?: boolean;
}) {
  return (
    <div
      role={announce ? (tone === "danger" ? "alert" : "status") : undefined}
      data-tone={tone}
      className={cn("rounded-lg border px-4 py-3 text-sm font-medium", TONES[tone], className)}
    >
      {children}
    </div>
  );
}

/**
 * A success notice in a region that is always in the page, so a notice that appears in it (after a redirect or
 * a form's reply) is announced; with no message the region stays, empty.
 */
export function LiveNotice({ message, className = "mt-4" }: { message: string | null; className?: string }) {
  return (
    <div aria-live="polite">
      {message ? (
        <Banner tone="success" className={className}>
          {message}
        </Banner>
      ) : null}
    </div>
  );
}
