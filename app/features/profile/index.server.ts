/** The profile's server entry for other features: reading and creating profiles. */
export * from "./profiles.server";
export * from "./account-data.server";
export { AVATAR_FAILED, AVATAR_MAX_BYTES } from "./avatar.server";
