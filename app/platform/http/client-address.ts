/**
 * Header carrying the client address the HTTP layer determined (honouring TRUST_PROXY). Any copy a
 * client sends is overwritten, so code behind the HTTP layer can rely on it.
 */
export const CLIENT_ADDRESS_HEADER = "x-marker-client-address";
