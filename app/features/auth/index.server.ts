/** The auth feature's server entry for other features (account deletion and export). */
export { authAccountData } from "./account-data.server";
export { accountDeletedEmail } from "./emails";
export { verifyPassword } from "./password-hashing.server";
