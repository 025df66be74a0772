// Starts Marker. `npm start` serves the production build (building it first when there is none);
// `npm run dev` serves the app through Vite with hot reload. All the server's own logic is
// TypeScript under app/platform/http/, bundled into the server build and reached through the
// entry module's `bootstrap` export.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { FIRST_BUILD_NOTICE, runFirstBuild } from "./scripts/build-on-first-start.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));
process.chdir(root);
if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
const development = process.env.NODE_ENV === "development";

async function loadProduction() {
  const serverBuildFile = path.join(root, "build/server/index.js");
  if (!existsSync(serverBuildFile)) {
    console.log(FIRST_BUILD_NOTICE);
    const result = await runFirstBuild({
      command: process.execPath,
      args: [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
      cwd: root,
    });
    if (!result.ok) process.exit(1);
  }
  const build = await import(serverBuildFile);
  return build.entry.module.bootstrap({ build, clientDir: path.join(root, "build/client") });
}

async function loadDevelopment() {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build");
  const build = await loadBuild();
  return build.entry.module.bootstrap({ build: loadBuild, devMiddleware: devServer.middlewares });
}

let server;
try {
  server = development ? await loadDevelopment() : await loadProduction();
} catch (error) {
  if (error?.name === "ConfigError" || error?.name === "DataDirInUseError") {
    console.error(error.message);
  } else {
    console.error("Marker could not start:", error);
  }
  process.exit(1);
}

const { config } = server;
const httpServer = server.app.listen(config.port, config.host, () => {
  const { port } = httpServer.address();
  console.log(JSON.stringify({ level: 30, msg: "Marker is running", url: `http://localhost:${port}`, port }));
});
httpServer.on("error", (error) => {
  console.error("Marker could not listen:", error.message);
  process.exit(1);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 30, msg: `received ${signal}, shutting down` }));
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  httpServer.close(async () => {
    await server.close().catch(() => {});
    process.exit(0);
  });
  httpServer.closeIdleConnections?.();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
