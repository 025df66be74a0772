/**
 * The placeholder the build writes where a nonce belongs in prerendered HTML. At serve time it is
 * replaced by the response's own nonce, so prerendered pages keep the strict CSP.
 */
export const PRERENDER_NONCE_PLACEHOLDER = "__MARKER_PRERENDER_NONCE__";

/** Name of the meta tag carrying a fingerprint of the public settings the page was built with. */
export const PUBLIC_SETTINGS_META = "marker-public-settings";
