import { useRouteLoaderData } from "react-router";

/**
 * Whether the page is shown to a signed-in user (the root loader's user), for public pages whose calls
 * to action would otherwise send a signed-in student to /auth and straight on to the dashboard.
 */
export function useSignedIn(): boolean {
  const rootData = useRouteLoaderData("root") as { user?: unknown } | undefined;
  return Boolean(rootData?.user);
}

/**
 * Where a signed-in student with no usable plan chooses one: /pricing with the banner that says why (an
 * ended trial, a stopped subscription; DESIGN.md D5), or plain /pricing.
 */
export function usePricingPath(): string {
  const rootData = useRouteLoaderData("root") as { user?: { renewPath?: string | null } | null } | undefined;
  return rootData?.user?.renewPath ?? "/pricing";
}
