import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { OAuth2Issuer, OAuth2Service, type MutableToken } from "oauth2-mock-server";

export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

/**
 * A real OpenID Connect provider on loopback standing in for Google: discovery, JWKS, authorize
 * (which signs the user in at once and redirects back), token (checks PKCE, signs ID tokens with the
 * nonce it was given) and userinfo. Tests choose who signs in next, can tamper with the next ID
 * token, and read every authorize request it received. POST /__control/identity sets the next
 * identity from another process (the e2e tests).
 */
export async function startOidcProvider() {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  let nextIdentity: OidcIdentity | null = null;
  let lastIdentity: OidcIdentity | null = null;
  const tokenTampers: ((token: MutableToken) => void)[] = [];
  const authorizeRequests: URL[] = [];

  const takeIdentity = (): OidcIdentity => {
    lastIdentity = nextIdentity ?? {
      sub: randomUUID(),
      email: `google-${randomUUID().slice(0, 8)}@example.com`,
      email_verified: true,
      name: "Grace Hopper",
      picture: "https://images.example.com/grace.png",
    };
    nextIdentity = null;
    return lastIdentity;
  };

  service.on("beforeAuthorizeRedirect", (_redirect, req: IncomingMessage) => {
    authorizeRequests.push(new URL(req.url ?? "/", issuer.url));
  });
  service.on("beforeTokenSigning", (token: MutableToken) => {
    // Access tokens and ID tokens both pass here; only ID tokens carry the identity.
    if (token.payload.nonce === undefined && token.payload.scope !== undefined) return;
    Object.assign(token.payload, takeIdentity());
    tokenTampers.shift()?.(token);
  });
  service.on("beforeUserinfo", (response: { body: unknown; statusCode: number }) => {
    response.body = lastIdentity ?? { sub: "nobody" };
  });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "POST" && req.url === "/__control/identity") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        nextIdentity = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OidcIdentity;
        res.writeHead(204).end();
      });
      return;
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  issuer.url = `http://127.0.0.1:${port}`;

  return {
    issuerUrl: issuer.url,
    authorizeRequests,
    /** Who signs in on the next authorization. */
    setNextIdentity(identity: OidcIdentity) {
      nextIdentity = identity;
    },
    /** Changes the next ID token before it is signed (wrong nonce, wrong audience...). */
    tamperWithNextToken(change: (token: MutableToken) => void) {
      tokenTampers.push(change);
    },
    /** Lets the next token request fail or answer something else. */
    service,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
