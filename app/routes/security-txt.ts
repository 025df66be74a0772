import { getConfig } from "~/platform/config.server";

/** RFC 9116 security.txt: where to report a vulnerability. */
export function loader() {
  const config = getConfig();
  const expires = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const body = [
    `Contact: mailto:${config.securityEmail}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    `Canonical: ${config.appUrl}/.well-known/security.txt`,
    `Policy: ${config.appUrl}/security`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
