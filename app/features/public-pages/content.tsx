import type { ReactNode } from "react";
import { Link } from "react-router";

import { cn } from "~/ui/cn";
import { BackToHome, ProseContainer } from "~/ui/page";

/** The date shown on the legal pages; change it whenever their wording changes. */
export const LEGAL_LAST_UPDATED = { iso: "2026-11-21", text: "21 November 2026" } as const;

const TEXT_LINK_CLASS = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** An underlined link inside running text, so it does not rely on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={TEXT_LINK_CLASS}>
      {children}
    </Link>
  );
}

/** A plain anchor for resource routes (not pages) and mailto: addresses. */
export function TextAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={TEXT_LINK_CLASS}>
      {children}
    </a>
  );
}

export function BulletList({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cn("list-disc space-y-2 pl-6", className)}>{children}</ul>;
}

export function NumberedList({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-6">{children}</ol>;
}

/**
 * The shell of a public text page: a back link, one h1, an optional "Last updated" line and lead
 * text, the page's sections (which bring their own h2s), and a second back link at the end.
 */
export function PublicPage({
  title,
  lead,
  lastUpdated,
  children,
}: {
  title: string;
  lead?: ReactNode;
  lastUpdated?: { iso: string; text: string };
  children: ReactNode;
}) {
  return (
    <ProseContainer>
      <BackToHome />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lastUpdated ? (
        <p className="mt-2 text-sm text-slate-700">
          Last updated <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      ) : null}
      {lead ? <div className="mt-6 space-y-3 text-lg leading-8 text-slate-700">{lead}</div> : null}
      {children}
      <div className="mt-12 border-t border-slate-200 pt-6">
        <BackToHome />
      </div>
    </ProseContainer>
  );
}
