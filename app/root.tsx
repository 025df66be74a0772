import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";

import { getSignedIn } from "./features/auth/guards.server";
import { pricingRedirectFor } from "./features/billing/access";
import { getConfig } from "./platform/config.server";
import { isErrorBody } from "./platform/errors";
import { PUBLIC_SETTINGS_META } from "./platform/http/prerender-markers";
import { passOnRetryAfter } from "./platform/http/route-headers";
import { avatarUrl } from "./features/profile/avatar.server";
import { fingerprintPublicSettings, getPublicSettings } from "./platform/public-settings.server";
import { initialsOf } from "./ui/initials";
import { useNonce } from "./ui/nonce";
import { useFocusAfterNavigation } from "./ui/use-focus-after-navigation";
import { BackToHome, PageContainer } from "./ui/page";
import { SiteFooter } from "./ui/site-footer";
import { SiteHeader, type HeaderUser } from "./ui/site-header";
import type { Route } from "./+types/root";

/**
 * The site's stylesheet, inlined in the head of every page instead of linked: a linked stylesheet is a
 * render-blocking request that a bare page does not have (issue 17 item 6). Only the server build reads
 * the CSS; in the browser the <style> element keeps what the server sent (read back from the DOM so
 * hydration sees the same content), so the CSS is never shipped again inside JavaScript.
 */
const SITE_CSS_ID = "marker-site-css";
const serverCss: string = import.meta.env.SSR ? (await import("./app.css?inline")).default : "";
function siteCss(): string {
  if (import.meta.env.SSR) return serverCss;
  return document.getElementById(SITE_CSS_ID)?.textContent ?? "";
}

export async function loader({ context }: Route.LoaderArgs) {
  const config = getConfig();
  const publicSettings = getPublicSettings(config);
  // Prerendering runs without a request context: those pages are built for signed-out visitors.
  const account = await getSignedIn(context);
  let user: HeaderUser | null = null;
  if (account) {
    const { profile, plan } = account;
    user = {
      displayName: profile.fullName,
      initials: initialsOf(profile.fullName),
      planLabel: plan.label,
      planBadgeClass: plan.badgeClass,
      avatarUrl: avatarUrl(profile.avatarKey),
      renewPath: pricingRedirectFor(plan),
    };
  }
  return { publicSettings, publicSettingsFingerprint: fingerprintPublicSettings(publicSettings), user };
}

/**
 * Marks the document once React has hydrated it. The browser tests wait for it before they use a
 * control whose behaviour needs JavaScript (a choice made earlier is not seen by React on a busy machine).
 */
const HYDRATED_ATTRIBUTE = "data-hydrated";
const MAIN_ID = "main";

/**
 * A post that never reached the server (a page's clientAction answers `{ unsent: true }` when the request failed on
 * the way, offline) changed nothing, and reloading the layout's data would fail the same way and put the error
 * page in place of what the student typed: so it is not reloaded then.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && (actionResult as { unsent?: unknown }).unsent === true) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, []);
  useFocusAfterNavigation(MAIN_ID);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        {data ? <meta name={PUBLIC_SETTINGS_META} content={data.publicSettingsFingerprint} /> : null}
        <style id={SITE_CSS_ID} dangerouslySetInnerHTML={{ __html: siteCss() }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader user={data?.user ?? null} />
        <main id={MAIN_ID} className="flex-1">
          {children}
        </main>
        <SiteFooter signedIn={Boolean(data?.user)} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** An error page for a thrown 429 (or 503) keeps the thrown response's Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return passOnRetryAfter(args);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    if (isErrorBody(error.data)) message = error.data.error.message;
    if (error.status === 404) {
      title = "Page not found";
      if (!isErrorBody(error.data)) message = "We couldn't find that page.";
    } else if (error.status === 503) {
      title = "Marker is busy";
    }
  }
  return (
    <PageContainer className="py-16">
      <title>{`Marker - ${title}`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <div className="mt-8">
        <BackToHome />
      </div>
    </PageContainer>
  );
}
