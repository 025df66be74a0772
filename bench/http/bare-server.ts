/**
 * The bare page for bench:http: the fixture app (bench/pages/fixture, a React Router SSR app with one page)
 * served by the same Express stack Marker's pages go through: compression configured as Marker configures
 * it, static assets, and Marker's React Router handler (app/platform/http/react-router-handler.server.ts),
 * rendered per request. Started by bench/http/run.ts with the port in PORT; prints one line when listening.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

import { createReactRouterHandler } from "~/platform/http/react-router-handler.server";

const fixtureBuild = path.resolve(import.meta.dirname, "../pages/fixture/build");
const build = (await import(pathToFileURL(path.join(fixtureBuild, "server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(
  compression({
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  }),
);
app.use("/assets", express.static(path.join(fixtureBuild, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
app.all(/.*/, createReactRouterHandler({ build, mode: "production", getLoadContext: async () => ({}) as never }));

const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => {
  console.log(JSON.stringify({ msg: "bare page listening", port: Number(process.env.PORT) }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
