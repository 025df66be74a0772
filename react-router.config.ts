import type { Config } from "@react-router/dev/config";

import { PRERENDERED_PATHS } from "./app/features/public-pages/prerendered-paths";

export default {
  ssr: true,
  // `build/` unless MARKER_BUILD_DIRECTORY names another (tests/integration/build-output.test.ts
  // builds into a temporary directory so it never replaces the build a running server uses).
  buildDirectory: process.env.MARKER_BUILD_DIRECTORY || "build",
  // Public pages are rendered once at build time and served as static HTML to visitors
  // without a session (see app/platform/http/prerendered-pages.server.ts).
  prerender: [...PRERENDERED_PATHS],
  // React Router v8's behaviour, adopted where the app already works with it. Every flag is set
  // explicitly, so the build prints no future-flag warnings; docs/decisions/007-build-flags.md
  // says why the two left off are off and what adopting them takes.
  future: {
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
