import { readdirSync } from "node:fs";
import path from "node:path";

import express, { type NextFunction, type Request, type Response } from "express";

/**
 * The client build's own files outside /assets (favicon.svg, robots.txt...), served with an hour's
 * caching. The build does not change while the server runs, so its files are listed once at start and a
 * request for anything else (every page and data request) goes on without a file-system lookup.
 * Prerendered .html and .data files are never served as files: the HTML goes out with a nonce from
 * prerendered-pages.server.ts, and a signed-in visitor's data must come from the loaders.
 */
export function servePublicFiles(clientDir: string) {
  const files = new Set(listPublicFiles(clientDir));
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req: Request, res: Response, next: NextFunction) => (files.has(req.path) ? serve(req, res, next) : next());
}

/** URL paths ("/favicon.svg") of the files under `clientDir`, without assets/ and prerendered pages. */
export function listPublicFiles(clientDir: string): string[] {
  const found: string[] = [];
  const walk = (directory: string, urlPath: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const child = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) {
        if (child !== "/assets") walk(path.join(directory, entry.name), child);
      } else if (entry.isFile() && !/\.(data|html)$/.test(entry.name)) {
        found.push(child);
      }
    }
  };
  walk(clientDir, "");
  return found;
}
