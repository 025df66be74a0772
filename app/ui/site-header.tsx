import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";

import { forgetTabCopies } from "~/platform/tab-storage";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { Logo } from "./logo";
import { SIGNED_IN_NAV, SIGNED_OUT_NAV, type NavItem } from "./navigation";
import { PageContainer } from "./page";

/** What the header shows about a signed-in user (filled in by the accounts feature). */
export interface HeaderUser {
  displayName: string;
  initials: string;
  planLabel: string;
  planBadgeClass: string;
  /** The user's own uploaded avatar, served by our server; null shows their initials. */
  avatarUrl: string | null;
  /** With no usable plan: the pricing page with its expired or reactivate banner (D5); otherwise null. */
  renewPath: string | null;
}

function UserBadge({ user }: { user: HeaderUser }) {
  return (
    <span className="flex items-center gap-2">
      <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", user.planBadgeClass)}>{user.planLabel}</span>
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
          {user.initials}
        </span>
      )}
      <span className="max-w-40 truncate text-sm font-medium text-slate-800">{user.displayName}</span>
    </span>
  );
}

function SignOutButton({ className }: { className?: string }) {
  return (
    // The tab's drafts and unsent answers go with the session (the server also sends Clear-Site-Data).
    <Form method="post" action="/auth/sign-out" className={className} onSubmit={() => forgetTabCopies()}>
      <button type="submit" className={cn(buttonClasses("secondary", "sm"), "w-full")}>
        Sign Out
      </button>
    </Form>
  );
}

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );
}

/**
 * A key pressed while the mobile menu is open. Escape closes it and gives focus back to the menu button, so a
 * keyboard user carries on from where the menu was opened instead of from the top of the page (WCAG 2.4.3).
 * Returns whether the key was handled.
 */
export function handleOpenMenuKey(key: string, menu: { close: () => void; focusButton: () => void }): boolean {
  if (key !== "Escape") return false;
  menu.close();
  menu.focusButton();
  return true;
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const menuId = useId();
  const { pathname } = useLocation();
  // The mobile menu is open for the page it was opened on: going to another page closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  const items: NavItem[] = user ? SIGNED_IN_NAV : SIGNED_OUT_NAV;
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      handleOpenMenuKey(event.key, { close: () => setOpenOnPath(null), focusButton: () => menuButton.current?.focus() });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="border-b border-slate-200 bg-white">
      <PageContainer className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          {user ? (
            <>
              <UserBadge user={user} />
              <SignOutButton />
            </>
          ) : (
            <Link to="/auth" className={buttonClasses("primary", "sm")}>
              Sign In
            </Link>
          )}
        </div>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </PageContainer>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 md:hidden">
        <PageContainer className="py-3">
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
            {user ? (
              <div className="mt-2 flex flex-col gap-3 border-t border-slate-200 pt-3">
                <UserBadge user={user} />
                <SignOutButton />
              </div>
            ) : (
              <Link to="/auth" className={cn(buttonClasses("primary", "md"), "mt-2")}>
                Sign In
              </Link>
            )}
          </nav>
        </PageContainer>
      </div>
    </header>
  );
}
