import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

const appDirectory = new URL("./app", import.meta.url).pathname;

/**
 * Route modules by chunk name (file name without extension). A resource route (healthz, the PDF
 * export, the webhook...) exports only a loader or an action, which React Router strips from the
 * client build, so its client chunk is empty by design.
 */
const routeModuleNames = new Set(
  readdirSync(path.join(appDirectory, "routes"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, "")),
);

/**
 * Build warnings known to be harmless, each matched on its code and on what it is about, so a new
 * warning of the same kind (an empty chunk that is not a route, an annotation in our own code) is
 * still printed.
 */
export function isKnownHarmlessWarning(warning: Rollup.RollupLog): boolean {
  // A resource route's client chunk: empty because the route has no client code.
  if (warning.code === "EMPTY_BUNDLE") {
    const names = warning.names ?? [];
    return names.length > 0 && names.every((name) => routeModuleNames.has(name));
  }
  // zod 4 ships `@__PURE__` comments where Rollup cannot use them; Rollup drops the comment and
  // bundles the code unchanged.
  if (warning.code === "INVALID_ANNOTATION") {
    return /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? "");
  }
  return false;
}

/**
 * Files the server starts as worker threads, copied beside the server bundle (build/server/) so that the
 * module that starts one finds it at `new URL("./<file>", import.meta.url)` in a build as in the source
 * tree. Plain JavaScript: they run as they are.
 */
const SERVER_WORKER_FILES = ["features/marking/offline/spelling-worker.mjs"];

function serverWorkerFiles(): Plugin {
  return {
    name: "marker:server-worker-files",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    generateBundle() {
      for (const file of SERVER_WORKER_FILES) {
        this.emitFile({ type: "asset", fileName: path.basename(file), source: readFileSync(path.join(appDirectory, file)) });
      }
    },
  };
}

/**
 * The small modules the root layout imports (so every page loads them) in one chunk with it-sized siblings.
 * Left to itself Rollup makes each of them a file of its own (page, navigation, button, the tab storage:
 * four requests and four gzip streams of 0.2-0.6 KB), because route chunks import them too.
 */
const SHELL_MODULES = /[\\/]app[\\/](ui[\\/](page|navigation|button|cn|banner|card)\.tsx?|platform[\\/]tab-storage\.ts)$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverWorkerFiles()],
  resolve: {
    alias: { "~": appDirectory },
  },
  build: {
    // Sourcemaps stay off in the client build: nothing server-side should be guessable from it.
    sourcemap: false,
    rollupOptions: {
      output: {
        // React, React DOM and React Router in one chunk. Every page loads all three; left to itself Rollup
        // splits them into three files (the client entry, React Router's chunk and React DOM's small entry,
        // because a few routes import react-dom too), which gzip separately: one file is 1.3 KB gz smaller
        // and two requests fewer on every page (issue 17 item 6; bench/README.md).
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return "framework";
          if (SHELL_MODULES.test(id)) return "shell";
        },
      },
      onwarn(warning, defaultHandler) {
        if (!isKnownHarmlessWarning(warning)) defaultHandler(warning);
      },
    },
  },
});
