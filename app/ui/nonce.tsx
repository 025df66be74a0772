import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response on the server; empty in the browser (it is not needed there). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
