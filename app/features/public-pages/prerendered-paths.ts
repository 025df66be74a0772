/** Public pages whose HTML does not depend on who is asking; built once at build time. */
export const PRERENDERED_PATHS = [
  "/",
  "/about",
  "/pricing",
  "/tos",
  "/policy",
  "/help",
  "/contact",
  "/security",
] as const;
