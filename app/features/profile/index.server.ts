/** The profile's server entry for other features: reading and creating profiles. */
export * from "./profiles.server";
