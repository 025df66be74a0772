import { useTrialDays } from "./use-public-settings";

/** The configured length of the free trial, in days, for use inside text. */
export function TrialDays() {
  return <>{useTrialDays()}</>;
}
