#!/usr/bin/env node
// Page-weight benchmark: `npm run bench:pages`.
//
// Builds Marker and a bare React Router app (bench/pages/fixture), then, for every
// prerendered public route, sums the gzipped JS and CSS the browser fetches on first load
// and compares it with the bare page's figure from the same run.
//
// It is a benchmark, not a test: it exits 0 even when routes are over budget. It exits 1
// only when a build fails or the build output cannot be measured.
//
// Options:
//   --skip-build  measure the existing build output without rebuilding
//   --verbose     stream build output instead of only showing it when a build fails
//   --lighthouse  also run Lighthouse (the devDependency, on the system Chromium, offline: the
//                 production server on loopback) for /, /pricing and /auth, printing the
//                 performance and accessibility scores (CHROME_PATH overrides /usr/bin/chromium)

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_RATIO = 1.15;
/** Server-rendered pages with forms (measured from the build's route manifest): 1.2x (issue 17 item 6). */
const FORM_PAGE_BUDGET_RATIO = 1.2;
const FORM_PAGES = [
  { route: "/auth", routeId: "routes/auth" },
  { route: "/subjects", routeId: "routes/subjects" },
  { route: "/subjects/:subjectSlug", routeId: "routes/subject" },
];

const scriptDir = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(scriptDir, "..", "..");
const fixtureDir = join(scriptDir, "fixture");
const resultsFile = join(rootDir, "bench", "results", "pages.json");
const reactRouterCli = join(rootDir, "node_modules", "@react-router", "dev", "bin.js");
const prerenderedPathsFile = join(rootDir, "app", "features", "public-pages", "prerendered-paths.ts");

const args = new Set(process.argv.slice(2));
const skipBuild = args.has("--skip-build");
const verbose = args.has("--verbose");
const runLighthouse = args.has("--lighthouse");
const LIGHTHOUSE_ROUTES = ["/", "/pricing", "/auth"];
const LIGHTHOUSE_BUDGET = { performance: 0.98, accessibility: 1 };

class BenchError extends Error {}

async function main() {
  try {
    if (!skipBuild) {
      build("Building Marker...", rootDir);
      build("Building the bare React Router fixture...", fixtureDir);
    }

    const bare = measurePage(join(fixtureDir, "build", "client"), "/");
    const marker = readPublicRoutes().map((route) => {
      const page = measurePage(join(rootDir, "build", "client"), route);
      const ratio = page.totalGzipBytes / bare.totalGzipBytes;
      return { ...page, ratio, budgetRatio: BUDGET_RATIO, withinBudget: ratio <= BUDGET_RATIO };
    });
    const manifest = readRouteManifest(join(rootDir, "build", "client"));
    for (const { route, routeId } of FORM_PAGES) {
      const inlineCss = marker[0]?.css.files.filter((file) => file.path.startsWith("(inline"));
      const page = measureRouteFromManifest(join(rootDir, "build", "client"), manifest, route, routeId, inlineCss);
      const ratio = page.totalGzipBytes / bare.totalGzipBytes;
      marker.push({ ...page, ratio, budgetRatio: FORM_PAGE_BUDGET_RATIO, withinBudget: ratio <= FORM_PAGE_BUDGET_RATIO });
    }

    printReport(bare, marker);
    const lighthouseScores = runLighthouse ? await lighthouseReport() : undefined;
    writeResults(bare, marker, lighthouseScores);
  } catch (error) {
    if (!(error instanceof BenchError)) throw error;
    console.error(`\nbench:pages: ${error.message}`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------
// Building

function build(label, cwd) {
  console.log(label);
  const started = Date.now();
  const result = spawnSync(process.execPath, [reactRouterCli, "build"], {
    cwd,
    // Always measure production bundles, whatever the calling shell has exported.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: verbose ? "inherit" : "pipe",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new BenchError(`could not run the build in ${cwd}: ${result.error.message}`);
  if (result.status !== 0) {
    if (!verbose) {
      process.stdout.write(result.stdout ?? "");
      process.stderr.write(result.stderr ?? "");
    }
    throw new BenchError(`build failed in ${cwd} (exit code ${result.status ?? result.signal})`);
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

// ---------------------------------------------------------------------------------------
// Which routes

/** The public routes: Marker's prerendered paths (the list react-router.config.ts uses). */
function readPublicRoutes() {
  if (existsSync(prerenderedPathsFile)) {
    const source = readFileSync(prerenderedPathsFile, "utf8");
    const list = /PRERENDERED_PATHS\s*=\s*\[([\s\S]*?)\]/.exec(source)?.[1];
    if (list !== undefined) {
      const routes = [...list.matchAll(/["'`](\/[^"'`]*)["'`]/g)].map((m) => m[1]);
      if (routes.length > 0) return [...new Set(routes)];
    }
  }
  // Fall back to whatever HTML the build prerendered.
  console.warn(
    `warning: could not read PRERENDERED_PATHS from ${relative(rootDir, prerenderedPathsFile)}; ` +
      "measuring every prerendered index.html instead",
  );
  const clientDir = join(rootDir, "build", "client");
  return listIndexHtml(clientDir).map((file) => {
    const dir = relative(clientDir, dirname(file)).split(sep).join("/");
    return dir === "" ? "/" : `/${dir}`;
  });
}

function listIndexHtml(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listIndexHtml(path));
    else if (entry.name === "index.html") found.push(path);
  }
  return found.sort();
}

// ---------------------------------------------------------------------------------------
// Measuring one page

/**
 * The JS and CSS the browser loads for the first view of `route`, from its prerendered HTML:
 * module scripts, modulepreloads, modules imported by inline module scripts (React Router's
 * route modules and entry), anything those import statically, and stylesheets.
 */
function measurePage(clientDir, route) {
  const htmlFile = route === "/" ? join(clientDir, "index.html") : join(clientDir, ...route.split("/").filter(Boolean), "index.html");
  if (!existsSync(htmlFile)) {
    throw new BenchError(`no prerendered HTML for ${route} (expected ${relative(rootDir, htmlFile)}); is it prerendered?`);
  }
  const html = readFileSync(htmlFile, "utf8");
  const pageUrl = new URL(route.endsWith("/") ? route : `${route}/`, "http://page.invalid");

  const js = new Set();
  const css = new Set();
  const toAsset = (ref) => {
    const url = new URL(decodeEntities(ref), pageUrl);
    return url.origin === pageUrl.origin ? url.pathname : null;
  };

  for (const tag of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const name = tag[1].toLowerCase();
    const attrs = parseAttributes(tag[2]);
    if (name === "link") {
      const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
      const href = attrs.href ? toAsset(attrs.href) : null;
      if (!href) continue;
      if (rel.includes("modulepreload")) js.add(href);
      else if (rel.includes("stylesheet")) css.add(href);
      continue;
    }
    if ((attrs.type ?? "").toLowerCase() !== "module") continue;
    if (attrs.src) {
      const src = toAsset(attrs.src);
      if (src) js.add(src);
      continue;
    }
    // Inline module script: its import specifiers are fetched immediately.
    const end = html.indexOf("</script>", tag.index + tag[0].length);
    const body = html.slice(tag.index + tag[0].length, end === -1 ? undefined : end);
    for (const specifier of importSpecifiers(body, { dynamic: true })) {
      const path = toAsset(specifier);
      if (path && path.startsWith("/assets/") && path.endsWith(".js")) js.add(path);
    }
  }

  // Static imports inside those modules are fetched too; note any the HTML did not preload.
  const listed = new Set(js);
  for (const path of js) {
    const source = readAsset(clientDir, path, route).toString("utf8");
    for (const specifier of importSpecifiers(source, { dynamic: false })) {
      const url = new URL(specifier, new URL(path, pageUrl));
      if (url.origin !== pageUrl.origin || !url.pathname.endsWith(".js")) continue;
      if (existsSync(assetFile(clientDir, url.pathname))) js.add(url.pathname); // Set iteration picks it up.
    }
  }

  const jsFiles = [...js].map((path) => sizeOf(clientDir, path, route));
  const cssFiles = [...css].map((path) => sizeOf(clientDir, path, route));
  // CSS inlined in <style> elements still counts as the page's CSS (it is gzipped on its own here).
  for (const [index, match] of [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].entries()) {
    const content = Buffer.from(match[1]);
    if (content.length > 0) cssFiles.push({ path: `(inline <style> ${index + 1})`, bytes: content.length, gzipBytes: gzip(content).length });
  }
  const jsGzipBytes = sum(jsFiles.map((f) => f.gzipBytes));
  const cssGzipBytes = sum(cssFiles.map((f) => f.gzipBytes));
  return {
    route,
    renderBlocking: renderBlockingRequests(html, toAsset),
    html: relative(rootDir, htmlFile).split(sep).join("/"),
    htmlGzipBytes: gzip(Buffer.from(html)).length,
    js: { gzipBytes: jsGzipBytes, files: jsFiles },
    css: { gzipBytes: cssGzipBytes, files: cssFiles },
    totalGzipBytes: jsGzipBytes + cssGzipBytes,
    notPreloaded: [...js].filter((path) => !listed.has(path)),
  };
}

/** React Router's client manifest (build/client/assets/manifest-*.js): every route's module, imports and CSS. */
function readRouteManifest(clientDir) {
  const assetsDir = join(clientDir, "assets");
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new BenchError(`no React Router manifest in ${relative(rootDir, assetsDir)}`);
  const source = readFileSync(join(assetsDir, file), "utf8");
  try {
    return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  } catch (error) {
    throw new BenchError(`could not read ${file}: ${error.message}`);
  }
}

/**
 * The JS and CSS a server-rendered (not prerendered) page loads: what React Router's <Scripts/> and
 * <Links/> emit for it: the client entry and its imports, then each matched route (root first) with
 * its module, imports and CSS; anything those import statically is counted too.
 */
function measureRouteFromManifest(clientDir, manifest, route, routeId, inlineCss) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new BenchError(`route ${id} is not in the build's manifest`);
    chain.unshift(manifest.routes[id]);
  }
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (const entry of chain) {
    js.add(entry.module);
    for (const path of entry.imports ?? []) js.add(path);
    for (const path of entry.css ?? []) css.add(path);
  }
  const pageUrl = new URL("http://page.invalid/");
  const listed = new Set(js);
  for (const path of js) {
    const source = readAsset(clientDir, path, route).toString("utf8");
    for (const specifier of importSpecifiers(source, { dynamic: false })) {
      const url = new URL(specifier, new URL(path, pageUrl));
      if (url.origin !== pageUrl.origin || !url.pathname.endsWith(".js")) continue;
      if (existsSync(assetFile(clientDir, url.pathname))) js.add(url.pathname);
    }
  }
  const jsFiles = [...js].map((path) => sizeOf(clientDir, path, route));
  const cssFiles = [...css].map((path) => sizeOf(clientDir, path, route));
  // The root layout inlines the site's CSS in <style>: the same bytes as on any prerendered page.
  if (inlineCss) cssFiles.push(...inlineCss);
  const jsGzipBytes = sum(jsFiles.map((f) => f.gzipBytes));
  const cssGzipBytes = sum(cssFiles.map((f) => f.gzipBytes));
  return {
    route,
    routeId,
    source: "route manifest (server-rendered)",
    js: { gzipBytes: jsGzipBytes, files: jsFiles },
    css: { gzipBytes: cssGzipBytes, files: cssFiles },
    totalGzipBytes: jsGzipBytes + cssGzipBytes,
    notPreloaded: [...js].filter((path) => !listed.has(path)),
  };
}

/**
 * Requests that hold up the first paint: stylesheets linked in the document, and scripts in the head
 * that are neither modules nor async/defer.
 */
function renderBlockingRequests(html, toAsset) {
  const head = html.slice(0, Math.max(0, html.search(/<body\b/i)) || html.length);
  const found = [];
  for (const tag of head.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = parseAttributes(tag[2]);
    if (tag[1].toLowerCase() === "link") {
      const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("stylesheet") && attrs.href && !("disabled" in attrs)) found.push(toAsset(attrs.href) ?? attrs.href);
    } else if (attrs.src && (attrs.type ?? "").toLowerCase() !== "module" && !("async" in attrs) && !("defer" in attrs)) {
      found.push(toAsset(attrs.src) ?? attrs.src);
    }
  }
  return found;
}

function importSpecifiers(source, { dynamic }) {
  const found = [];
  // import x from "a"; import {a as b} from "a"; import * as x from "a"; import "a"
  const staticImport = /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1/g;
  for (const m of source.matchAll(staticImport)) found.push(m[2]);
  if (dynamic) {
    for (const m of source.matchAll(/\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)) found.push(m[2]);
  }
  return found;
}

function parseAttributes(text) {
  const attrs = {};
  for (const m of text.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return attrs;
}

function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function assetFile(clientDir, urlPath) {
  return join(clientDir, ...decodeURIComponent(urlPath).split("/").filter(Boolean));
}

function readAsset(clientDir, urlPath, route) {
  const file = assetFile(clientDir, urlPath);
  if (!existsSync(file)) {
    throw new BenchError(`${route} references ${urlPath}, which is not in ${relative(rootDir, clientDir)}`);
  }
  return readFileSync(file);
}

const gzipCache = new Map();
function sizeOf(clientDir, urlPath, route) {
  const file = assetFile(clientDir, urlPath);
  let sizes = gzipCache.get(file);
  if (!sizes) {
    const content = readAsset(clientDir, urlPath, route);
    sizes = { bytes: content.length, gzipBytes: gzip(content).length };
    gzipCache.set(file, sizes);
  }
  return { path: urlPath, ...sizes };
}

function gzip(buffer) {
  return gzipSync(buffer, { level: 9 });
}

function sum(numbers) {
  return numbers.reduce((total, n) => total + n, 0);
}

// ---------------------------------------------------------------------------------------
// Reporting

const kb = (bytes) => (bytes / 1024).toFixed(1);

function printReport(bare, routes) {
  console.log("");
  console.log(
    `Bare React Router page (${bare.route}): JS ${kb(bare.js.gzipBytes)} KB gz + CSS ${kb(bare.css.gzipBytes)} KB gz` +
      ` = ${kb(bare.totalGzipBytes)} KB gz (${bare.js.files.length} JS, ${bare.css.files.length} CSS files)`,
  );
  console.log("");

  const header = ["route", "JS gz (KB)", "CSS gz (KB)", "total gz (KB)", "bare total (KB)", "ratio", "budget", ""];
  const rows = routes.map((r) => [
    r.route,
    kb(r.js.gzipBytes),
    kb(r.css.gzipBytes),
    kb(r.totalGzipBytes),
    kb(bare.totalGzipBytes),
    `${r.ratio.toFixed(2)}x`,
    `${r.budgetRatio}x`,
    r.withinBudget ? "" : "OVER BUDGET",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log("");

  for (const r of [bare, ...routes]) {
    if (r.renderBlocking?.length > 0) console.log(`note: ${r.route} has render-blocking requests: ${r.renderBlocking.join(", ")}`);
  }
  for (const r of routes) {
    if (r.notPreloaded.length > 0) {
      console.log(`note: ${r.route} loads ${r.notPreloaded.join(", ")} without a modulepreload (a request waterfall)`);
    }
  }

  const within = routes.filter((r) => r.withinBudget).length;
  console.log(
    `${within} of ${routes.length} routes within budget (total gzipped JS + CSS vs the bare page: ` +
      `${BUDGET_RATIO}x for prerendered public pages, ${FORM_PAGE_BUDGET_RATIO}x for ${FORM_PAGES.map((p) => p.route).join(", ")}).`,
  );
}

function writeResults(bare, routes, lighthouseScores) {
  mkdirSync(dirname(resultsFile), { recursive: true });
  const results = {
    benchmark: "pages",
    generatedAt: new Date().toISOString(),
    units: "bytes; gzip level 9 per file; KB in the printed table = 1024 bytes",
    budgetRatio: BUDGET_RATIO,
    bare,
    routes,
    summary: { routes: routes.length, withinBudget: routes.filter((r) => r.withinBudget).length },
    ...(lighthouseScores ? { lighthouse: { budget: LIGHTHOUSE_BUDGET, pages: lighthouseScores } } : {}),
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Figures written to ${relative(rootDir, resultsFile)}`);
}

// ---------------------------------------------------------------------------------------
// Lighthouse

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts the production server (`node server.js`, embedded database in a scratch DATA_DIR) on loopback. */
async function startProductionServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "marker-bench-pages-"));
  const child = spawn(process.execPath, ["server.js"], {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", verbose ? "inherit" : "ignore", verbose ? "inherit" : "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += chunk));
  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill("SIGTERM");
      for (let i = 0; i < 150 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
      if (!exited) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new BenchError(`the production server exited before it was ready\n${errors}`);
    if (Date.now() > deadline) {
      await stop();
      throw new BenchError("the production server was not ready within 120 s");
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

async function lighthouseReport() {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(chromePath)) throw new BenchError(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  console.log(`\nLighthouse ${readLighthouseVersion()} on ${chromePath} (default mobile settings, simulated throttling)...`);
  const server = await startProductionServer();
  // A fresh browser for each page (and one retry), as Lighthouse's own CLI does: a reused one sometimes
  // loses the trace of a later load (NO_NAVSTART).
  const audit = async (url) => {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
      logLevel: "silent",
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
      return result?.lhr;
    } finally {
      await chrome.kill();
    }
  };
  const scores = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const url = `${server.origin}${route}`;
      // One warm-up load so the server's first render of a route is not what is measured.
      await (await fetch(url)).arrayBuffer();
      let lhr = await audit(url);
      if (!lhr || lhr.runtimeError) lhr = await audit(url);
      if (!lhr) throw new BenchError(`Lighthouse gave no result for ${route}`);
      if (lhr.runtimeError) throw new BenchError(`Lighthouse failed on ${route}: ${lhr.runtimeError.message}`);
      const value = (id) => lhr.audits[id]?.numericValue;
      scores.push({
        route,
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        firstContentfulPaintMs: value("first-contentful-paint"),
        largestContentfulPaintMs: value("largest-contentful-paint"),
        totalBlockingTimeMs: value("total-blocking-time"),
        cumulativeLayoutShift: value("cumulative-layout-shift"),
        renderBlocking: (lhr.audits["render-blocking-resources"]?.details?.items ?? []).map((item) => item.url),
        failedAccessibilityAudits: Object.values(lhr.audits)
          .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
          .map((a) => a.id),
      });
    }
  } finally {
    await server.stop();
  }

  console.log("");
  console.log("route      performance  accessibility  FCP (ms)  LCP (ms)  TBT (ms)   CLS");
  console.log("---------  -----------  -------------  --------  --------  --------  -----");
  for (const s of scores) {
    const perfOk = s.performance >= LIGHTHOUSE_BUDGET.performance;
    const a11yOk = s.accessibility >= LIGHTHOUSE_BUDGET.accessibility;
    console.log(
      [
        s.route.padEnd(9),
        s.performance.toFixed(2).padStart(11),
        s.accessibility.toFixed(2).padStart(13),
        Math.round(s.firstContentfulPaintMs).toString().padStart(8),
        Math.round(s.largestContentfulPaintMs).toString().padStart(8),
        Math.round(s.totalBlockingTimeMs).toString().padStart(8),
        s.cumulativeLayoutShift.toFixed(3).padStart(5),
        perfOk && a11yOk ? "" : " UNDER BUDGET",
      ].join("  "),
    );
    if (s.renderBlocking.length > 0) console.log(`  render-blocking: ${s.renderBlocking.join(", ")}`);
    if (s.failedAccessibilityAudits.length > 0) console.log(`  failed accessibility audits: ${s.failedAccessibilityAudits.join(", ")}`);
  }
  console.log(
    `Budget: performance >= ${LIGHTHOUSE_BUDGET.performance}, accessibility ${LIGHTHOUSE_BUDGET.accessibility.toFixed(1)} ` +
      `(${scores.filter((s) => s.performance >= LIGHTHOUSE_BUDGET.performance && s.accessibility >= LIGHTHOUSE_BUDGET.accessibility).length} of ${scores.length} pages).`,
  );
  return scores;
}

function readLighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(rootDir, "node_modules", "lighthouse", "package.json"), "utf8")).version;
  } catch {
    return "(unknown version)";
  }
}

main();
