import type { Config } from "@react-router/dev/config";

import { PRERENDERED_PATHS } from "./app/features/public-pages/prerendered-paths";

export default {
  ssr: true,
  // Public pages are rendered once at build time and served as static HTML to visitors
  // without a session (see app/platform/http/prerendered-pages.server.ts).
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
