import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, it } from "vitest";

it("package-lock.json lists every optional platform package, so `npm ci` accepts it (scripts/complete-lockfile.mjs)", () => {
  const lock = JSON.parse(readFileSync(path.resolve("package-lock.json"), "utf8")) as {
    packages: Record<string, { optionalDependencies?: Record<string, string> }>;
  };
  const missing: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
      if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) missing.push(name);
    }
  }
  expect(missing).toEqual([]);
});
