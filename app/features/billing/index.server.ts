/** Billing's server entry for other features: the stored subscription row. */
export * from "./subscription-row.server";
export { billingAccountData } from "./account-data.server";
export { getBillingProvider } from "./billing.server";
