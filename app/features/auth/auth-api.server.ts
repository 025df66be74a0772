import { CLIENT_ADDRESS_HEADER } from "~/platform/http/client-address";

/**
 * Headers passed to better-auth's server API: the session cookie, the browser, and the client
 * address the HTTP layer determined. Origin checks are done once, by the HTTP layer, for every form.
 */
export function authHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", CLIENT_ADDRESS_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** The Set-Cookie headers of a better-auth response, ready to pass on. */
export function cookiesFrom(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The error code and message of a failed better-auth response. */
export async function readAuthError(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof body.code === "string" ? body.code : undefined,
      message: typeof body.message === "string" ? body.message : undefined,
    };
  } catch {
    return {};
  }
}

/** The client address the HTTP layer put on the request. */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
