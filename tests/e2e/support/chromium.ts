import { existsSync } from "node:fs";

/** The system Chromium the e2e tests drive; Playwright never downloads a browser here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export function assertChromiumInstalled() {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium was not found at ${executable}. The end-to-end tests need a real browser: install Debian's ` +
        "Chromium with `sudo apt-get install chromium` (or set CHROMIUM_PATH to a Chromium or Chrome executable).",
    );
  }
}

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-features=Translate,OptimizationHints,MediaRouter",
    ],
  };
}
