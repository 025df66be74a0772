import { useRouteLoaderData } from "react-router";

import type { PublicSettings } from "~/platform/public-settings.server";

/** The settings the root loader exposes to every page (support addresses, trial length); null outside it. */
export function usePublicSettings(): PublicSettings | null {
  const root = useRouteLoaderData("root") as { publicSettings?: PublicSettings } | undefined;
  return root?.publicSettings ?? null;
}

export type PublicSettingsData = NonNullable<ReturnType<typeof usePublicSettings>>;

/** Days of free trial a new account gets, as the server is configured (7 unless TRIAL_DAYS says otherwise). */
export function useTrialDays(): number {
  return usePublicSettings()?.trialDays ?? 7;
}
