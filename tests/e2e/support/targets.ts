import { test } from "@playwright/test";

/**
 * The servers the journeys run against, one Playwright project each:
 * - `postgres`: PostgreSQL (when the machine has one, else PGlite), with Google sign-in and the test
 *   checkout switched on by name (BILLING_MODE=local), as a configured deployment runs;
 * - `embedded`: the server started exactly as `npm start` starts it on a fresh machine, with nothing
 *   set but its port and data directory: PGlite, the offline marker, the test checkout, the file outbox
 *   (and YOUTUBE_BASE_URL, which points the one outside service it calls, YouTube, at a local fake).
 */
export type TargetName = "postgres" | "embedded";

export interface E2eTarget {
  name: TargetName;
  url: string;
  /** The server's process id (its memory is read from /proc by the body-limit test). */
  pid: number;
  dataDir: string;
  databaseKind: "postgres" | "pglite";
  /** The OpenID Connect provider Google sign-in goes to; null where sign-in with Google is not configured. */
  oidcUrl: string | null;
}

const ENV_KEY = "E2E_TARGETS";

export function publishTargets(targets: E2eTarget[]) {
  process.env[ENV_KEY] = JSON.stringify(targets);
}

/** The target of the running test's project. */
export function e2eTarget(name?: TargetName): E2eTarget {
  const wanted = name ?? (test.info().project.name as TargetName);
  const targets = JSON.parse(process.env[ENV_KEY] ?? "[]") as E2eTarget[];
  const target = targets.find((candidate) => candidate.name === wanted);
  if (!target) throw new Error(`no e2e server for the project "${wanted}" (global setup publishes ${ENV_KEY})`);
  return target;
}
