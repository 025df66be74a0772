// The package registry this project installs from carries only some platforms' builds of native
// packages (rollup, tailwind's oxide, lightningcss...). `npm install` then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses a lock file that lacks them.
// This adds a lock entry for each missing optional platform package, marked optional and limited to
// a platform (os/cpu) that never matches, so `npm ci` accepts the lock and skips them. Run it after
// `npm install` changes the lock file: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lockPath = path.join(root, "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution walks up: nested node_modules first, then the top level.
    const candidates = [];
    let base = location;
    while (true) {
      candidates.push(`${base ? `${base}/` : ""}node_modules/${name}`);
      const index = base.lastIndexOf("/node_modules/");
      if (base === "") break;
      base = index === -1 ? "" : base.slice(0, index);
    }
    if (candidates.some((candidate) => packages[candidate])) continue;
    packages[`node_modules/${name}`] = {
      version,
      dev: entry.dev || undefined,
      optional: true,
      os: ["none"],
      cpu: ["none"],
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} missing optional platform package(s)`);
