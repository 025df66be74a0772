import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { PRERENDER_NONCE_PLACEHOLDER, PUBLIC_SETTINGS_META } from "./prerender-markers";
import { loadPrerenderedPages } from "./prerendered-pages.server";

const dir = mkdtempSync(path.join(tmpdir(), "marker-prerender-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writePage(relative: string, fingerprint: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `<html><head><meta name="${PUBLIC_SETTINGS_META}" content="${fingerprint}"/></head>` +
      `<body><script nonce="${PRERENDER_NONCE_PLACEHOLDER}">1</script><script nonce="${PRERENDER_NONCE_PLACEHOLDER}">2</script></body></html>`,
  );
}

describe("loadPrerenderedPages", () => {
  writePage("index.html", "current");
  writePage("about/index.html", "current");
  writePage("help/index.html", "stale");
  const skipped: string[] = [];
  const pages = loadPrerenderedPages({
    clientDir: dir,
    paths: ["/", "/about", "/help", "/missing"],
    publicSettingsFingerprint: "current",
    onSkip: (pathname) => skipped.push(pathname),
  });

  it("serves pages built with the running settings, with the response's nonce in every script", () => {
    const html = pages.get("/about", "NONCE123");
    expect(html).toContain('<script nonce="NONCE123">1</script><script nonce="NONCE123">2</script>');
    expect(html).not.toContain(PRERENDER_NONCE_PLACEHOLDER);
    expect(pages.get("/about/", "n")).toBeDefined();
    expect(pages.get("/", "n")).toBeDefined();
  });

  it("leaves out pages built with other settings or never built, so they render on demand", () => {
    expect(skipped.sort()).toEqual(["/help", "/missing"]);
    expect(pages.get("/help", "n")).toBeUndefined();
    expect(pages.get("/unknown", "n")).toBeUndefined();
    expect(pages.paths.sort()).toEqual(["/", "/about"]);
  });
});
