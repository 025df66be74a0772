import { useRouteLoaderData } from "react-router";

import type { loader as rootLoader } from "~/root";

/** The support and security addresses the root loader exposes to every page; null outside the root route. */
export function usePublicSettings() {
  return useRouteLoaderData<typeof rootLoader>("root")?.publicSettings ?? null;
}

export type PublicSettingsData = NonNullable<ReturnType<typeof usePublicSettings>>;

/** Days of free trial a new account gets, as the server is configured (7 unless TRIAL_DAYS says otherwise). */
export function useTrialDays(): number {
  return usePublicSettings()?.trialDays ?? 7;
}
