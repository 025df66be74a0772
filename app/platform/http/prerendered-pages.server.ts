import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { PRERENDER_NONCE_PLACEHOLDER, PUBLIC_SETTINGS_META } from "./prerender-markers";

export interface PrerenderedPages {
  /** The page's HTML with `nonce` filled in, or undefined when it must be rendered per request. */
  get(pathname: string, nonce: string): string | undefined;
  paths: string[];
}

/**
 * Loads the prerendered HTML of the given paths from the client build. A page built with other
 * public settings than the running server's (a changed support address, say) is left out, so
 * those requests are rendered on demand and always show the current settings.
 */
export function loadPrerenderedPages(options: {
  clientDir: string;
  paths: readonly string[];
  publicSettingsFingerprint: string;
  onSkip?: (pathname: string, reason: string) => void;
}): PrerenderedPages {
  const pages = new Map<string, string>();
  for (const pathname of options.paths) {
    const file =
      pathname === "/"
        ? path.join(options.clientDir, "index.html")
        : path.join(options.clientDir, pathname.replace(/^\/+/, ""), "index.html");
    if (!existsSync(file)) {
      options.onSkip?.(pathname, "no prerendered file");
      continue;
    }
    const html = readFileSync(file, "utf8");
    const fingerprint = new RegExp(`<meta name="${PUBLIC_SETTINGS_META}" content="([^"]*)"`).exec(html)?.[1];
    if (fingerprint !== options.publicSettingsFingerprint) {
      options.onSkip?.(pathname, "built with other public settings");
      continue;
    }
    pages.set(pathname, html);
  }
  return {
    paths: [...pages.keys()],
    get(pathname, nonce) {
      const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      return pages.get(normalised)?.replaceAll(PRERENDER_NONCE_PLACEHOLDER, nonce);
    },
  };
}
