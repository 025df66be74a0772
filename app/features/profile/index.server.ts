/** The profile's server entry for other features: reading and creating profiles. */
export * from "./profiles.server";
export * from "./account-data.server";
