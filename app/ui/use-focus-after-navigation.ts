import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After the app moves to another page, focus goes to that page's heading (or the `#hash` it was asked to show),
 * as a full page load would start a screen reader at the top: without it, focus stays on the link that was
 * pressed (in the header or footer, which stay) or falls to the body, and nothing says a new page has opened.
 * A page that put focus somewhere of its own in the main content (a field, a message) keeps it, and the first
 * load and changes of the query string alone (the same page) leave focus where it is.
 */
export function useFocusAfterNavigation(mainId: string): void {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active)) return;
    const target = (hash ? main.querySelector<HTMLElement>(`[id="${CSS.escape(hash.slice(1))}"]`) : null) ?? main.querySelector<HTMLElement>("h1") ?? main;
    if (!target.hasAttribute("tabindex")) {
      target.setAttribute("tabindex", "-1");
      // A heading is not a control: no focus ring round it (Tailwind's focus:outline-none, as on the pages' own).
      target.classList.add("focus:outline-none");
    }
    target.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);
}
