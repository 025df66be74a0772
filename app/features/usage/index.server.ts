/** The daily allowance's server entry for other features: taking, giving back and reading units. */
export * from "./marking-quota.server";
export * from "./account-data.server";
