import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listPublicFiles, servePublicFiles } from "./public-files.server";

describe("the client build's public files", () => {
  let clientDir: string;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "marker-public-"));
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
    writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *");
    writeFileSync(path.join(clientDir, "index.html"), "<html>prerendered</html>");
    writeFileSync(path.join(clientDir, "_.data"), "data");
    mkdirSync(path.join(clientDir, "about"));
    writeFileSync(path.join(clientDir, "about", "index.html"), "<html>about</html>");
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "entry.js"), "console.log(1)");
    const app = express();
    app.use(servePublicFiles(clientDir));
    app.use((req, res) => res.status(404).type("text/plain").send(`app: ${req.path}`));
    server = app.listen(0, "127.0.0.1");
    await new Promise((ready) => server.once("listening", ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("lists the build's files outside assets/, without prerendered pages and data", () => {
    expect(listPublicFiles(clientDir).sort()).toEqual(["/favicon.svg", "/robots.txt"]);
  });

  it("serves a listed file with an hour's caching, and passes every other path on", async () => {
    const favicon = await fetch(`${base}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await favicon.text()).toBe("<svg/>");
    for (const pathname of ["/dashboard", "/index.html", "/_.data", "/about/index.html", "/assets/entry.js"]) {
      const response = await fetch(`${base}${pathname}`);
      expect(await response.text()).toBe(`app: ${pathname}`);
    }
  });

  it("looks files up once, at start: a file added later is not served", async () => {
    writeFileSync(path.join(clientDir, "later.txt"), "added while running");
    const response = await fetch(`${base}/later.txt`);
    expect(await response.text()).toBe("app: /later.txt");
  });
});
