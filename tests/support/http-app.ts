import type http from "node:http";
import type { AddressInfo } from "node:net";

import { eq, sql } from "drizzle-orm";
import {
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";
import { afterAll, expect, vi } from "vitest";

import * as entryModule from "~/entry.server";
import { createAuthHttpHandler, loadAuthContext } from "~/features/auth/auth-http.server";
import { getMarker } from "~/features/marking/get-marker.server";
import { startMarkingWorker } from "~/features/marking/marking-worker.server";
import { startJobQueue } from "~/platform/jobs/job-queue.server";
import { setRunningJobQueue } from "~/platform/jobs/marking-jobs.server";
import { createHttpApp } from "~/platform/http/create-http-app.server";
import { profiles, subscriptions, user } from "~/platform/db/schema";

import routeConfig from "../../app/routes";
import { setUpAuthKit, uniqueEmail } from "./auth-kit";

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string };

/**
 * The real app behind real HTTP, in the test process: every route module of app/routes.ts (and root.tsx)
 * assembled into a React Router server build, served by createHttpApp exactly as the production server
 * wires it (session loading, the auth endpoints, body limits, security headers), on a loopback port.
 * Requests go through fetch, so they meet the same layers a browser or an attacker would.
 */
export async function startHttpApp(env: Record<string, string> = {}, options: { markingQueue?: boolean; pglite?: boolean } = {}) {
  // Each test signs students up (argon2 hashing) and sends many requests through the whole stack: on a busy
  // two-core machine that can pass the default 20 s, so these files get 60 s per test.
  vi.setConfig({ testTimeout: 60_000 });
  // The run's database (PostgreSQL when reachable), or a PGlite one of this file's own (the embedded default).
  // With the marking queue, a database of this file's own: its worker must not take other files' jobs.
  const kit = await setUpAuthKit(env, { pglite: options.pglite, isolated: options.markingQueue && !options.pglite });
  if (options.markingQueue) {
    // As entry.server.tsx's bootstrap: the job queue on this database and this instance's marking worker,
    // so a submitted answer is marked as in production.
    const queue = await startJobQueue(kit.database, { maintenanceIntervalSeconds: 1 });
    setRunningJobQueue(queue);
    const worker = await startMarkingWorker(queue, kit.database.db, getMarker, kit.config.marking);
    afterAll(async () => {
      await worker.stop();
      setRunningJobQueue(null);
      await queue.stop();
    });
  }
  /** Errors React Router reported while handling requests (a test can assert there were none). */
  const serverErrors: unknown[] = [];
  const build = await loadServerBuild(serverErrors);
  const app = createHttpApp({
    config: kit.config,
    build,
    loadContext: loadAuthContext,
    authHandler: createAuthHttpHandler(),
    bodyLimits: entryModule.BODY_LIMIT_RULES,
    repeatedFormFields: entryModule.REPEATED_FORM_FIELDS,
  });
  const server: http.Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** One request to the app; redirects are returned, not followed. */
  async function request(path: string, init: RequestInit & { cookie?: string; address?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    return fetch(`${origin}${path}`, { ...init, headers, redirect: "manual" });
  }

  async function postForm(path: string, fields: Record<string, string> | URLSearchParams, cookie?: string) {
    return request(path, {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
    });
  }

  /**
   * A student who signed up, confirmed the email and signed in, all over HTTP; boards chosen and, when
   * asked, a paid plan. Returns the session cookie the browser would hold.
   */
  async function signedInStudent(options: { plan?: "basic" | "standard" | "premium"; name?: string } = {}) {
    const email = uniqueEmail();
    const password = `a quiet sea at dawn ${email.slice(8, 14)}`;
    const fullName = options.name ?? "Ada Lovelace";
    const created = await postForm("/auth", {
      intent: "signup",
      fullName,
      email,
      password,
      confirmPassword: password,
      ageConfirmed: "on",
    });
    expect(created.status).toBe(200);
    const confirmLink = new URL(kit.lastLinkTo(email));
    const confirmed = await request(`${confirmLink.pathname}${confirmLink.search}`);
    expect(confirmed.status).toBe(302);
    const signedIn = await postForm("/auth", { intent: "signin", email, password });
    expect(signedIn.status).toBe(302);
    const cookie = cookieOf(signedIn);
    const [row] = await kit.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const id = row!.id;
    await kit.database.db
      .update(profiles)
      .set({ examBoards: { "english-literature": "aqa", "english-language": "aqa", history: "aqa" } })
      .where(eq(profiles.userId, id));
    if (options.plan) {
      await kit.database.db.insert(subscriptions).values({
        userId: id,
        customerId: `cus_${id.slice(0, 8)}`,
        plan: options.plan,
        status: "active",
        currentPeriodEnd: sql`now() + interval '30 days'`,
      });
    }
    return { id, email, password, fullName, cookie };
  }

  return { ...kit, origin, serverErrors, request, postForm, signedInStudent };
}

/**
 * The cookies a browser would hold after this response (starting from `jar`, a Cookie header): Set-Cookie
 * headers applied in order, a later one replacing an earlier one of the same name, Max-Age=0 deleting.
 */
export function cookieOf(response: Response, jar = ""): string {
  const cookies = new Map<string, string>();
  for (const pair of jar.split(/;\s*/).filter(Boolean)) cookies.set(pair.split("=")[0]!, pair);
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/;\s*Max-Age=0/i.test(header) || pair === `${name}=`) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

/** The React Router server build of the real route table, as `react-router build` would produce it (minus the client assets). */
async function loadServerBuild(serverErrors: unknown[]): Promise<ServerBuild> {
  const entries = (routeConfig as RouteEntry[]).map((entry) => ({ ...entry, id: entry.id ?? entry.file.replace(/\.tsx?$/, "") }));
  const routeModules: Record<string, { id: string; path?: string; index?: boolean; parentId?: string; module: Record<string, unknown> }> = {
    root: { id: "root", path: "", module: asBuilt((await import("../../app/root")) as Record<string, unknown>) },
  };
  for (const entry of entries) {
    const module = asBuilt((await import(/* @vite-ignore */ `../../app/${entry.file}`)) as Record<string, unknown>);
    routeModules[entry.id] = { id: entry.id, path: entry.path, index: entry.index, parentId: "root", module };
  }
  return {
    entry: {
      module: {
        ...entryModule,
        handleError: (error: unknown, args: Parameters<typeof entryModule.handleError>[1]) => {
          serverErrors.push(error);
          entryModule.handleError(error, args);
        },
      },
    },
    routes: routeModules,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: Object.fromEntries(
        Object.values(routeModules).map((route) => [
          route.id,
          {
            id: route.id,
            path: route.path,
            index: route.index,
            parentId: route.parentId,
            module: `/assets/${route.id}.js`,
            hasAction: "action" in route.module,
            hasLoader: "loader" in route.module,
            hasClientAction: false,
            hasClientLoader: false,
            hasClientMiddleware: false,
            hasErrorBoundary: "ErrorBoundary" in route.module,
          },
        ]),
      ),
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** What the React Router compiler does to a route module: its components receive loaderData, params and the rest as props. */
function asBuilt(module: Record<string, unknown>): Record<string, unknown> {
  const built = { ...module };
  if (typeof module.default === "function") built.default = withComponentProps(module.default as Parameters<typeof withComponentProps>[0]);
  if (typeof module.ErrorBoundary === "function") {
    built.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as Parameters<typeof withErrorBoundaryProps>[0]);
  }
  return built;
}
