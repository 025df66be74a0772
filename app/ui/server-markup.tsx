import { lazy, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import { createPath, useLocation, useNavigate, useRouteLoaderData } from "react-router";

/**
 * A page's long text (the legal pages, help, about) without sending it to the browser twice on a first
 * load. The server renders the text into the HTML as usual. While React hydrates that page, this keeps
 * the markup already in the document (read back from the DOM, as root.tsx does for the site's CSS), so
 * the browser never downloads, parses or runs the JavaScript that would render the same text again
 * (issue 17 item 6). After a client-side navigation there is no such markup: the text's module is
 * loaded then (see lazyServerMarkup) and React renders it as on any page.
 *
 * The kept markup is what the server rendered for this request, so it is kept only while what a public
 * text may depend on is unchanged: the public settings (their fingerprint) and whether someone is signed
 * in. If the root's data changes while the page is open, React renders the text itself again.
 *
 * Links in the text stay client-side navigations: a click on a React Router link (React Router marks
 * each <Link>'s anchor with data-discover) goes to the router, as <Link> itself would send it; plain
 * anchors (resource routes, mailto:) load as usual.
 */
export function ServerMarkup({ id, children }: { id: string; children: ReactNode }) {
  const version = useRootVersion();
  const [kept] = useState(() => readKeptMarkup(id, version));
  const navigate = useNavigate();
  const location = useLocation();

  if (kept === null || kept.version !== version) {
    return (
      <div key="rendered" id={id}>
        {children}
      </div>
    );
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    // As <Link>: a link to the page already shown replaces the history entry rather than adding one.
    navigate(to, { replace: to === createPath(location) });
  };

  // A delegated handler: the links in the markup are the focusable elements, and a link followed from the
  // keyboard (Enter) fires the same click event.
  return <div key="kept" id={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: kept.html }} />;
}

/**
 * The component to put inside a ServerMarkup in the browser: React.lazy over `load`. When the route
 * module runs and the page's markup is not in the document (a client-side navigation), the text's module
 * starts loading at once, alongside the route's, rather than when React first renders it.
 *
 * A route module uses it as: `import.meta.env.SSR ? await load() : lazyServerMarkup(id, load)`, so the
 * server build renders the text directly and the client build does not import it statically.
 */
export function lazyServerMarkup<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  if (typeof document !== "undefined" && !document.getElementById(id)) {
    // React reports a failure when it renders the component; this early start only warms the cache.
    start().catch(() => undefined);
  }
  return lazy(start);
}

interface KeptMarkup {
  html: string;
  version: string;
}

/** The server's markup for `id`, when the document has it (hydrating the page it came with). */
function readKeptMarkup(id: string, version: string): KeptMarkup | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(id);
  return element ? { html: element.innerHTML, version } : null;
}

/** What a public text may depend on in the root's data. */
function useRootVersion(): string {
  const root = useRouteLoaderData("root") as { publicSettingsFingerprint?: string; user?: unknown } | undefined;
  return `${root?.publicSettingsFingerprint ?? ""}:${root?.user ? "signed-in" : "signed-out"}`;
}
