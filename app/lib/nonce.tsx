import { createContext, useContext } from "react";

/**
 * The CSP nonce of the request being rendered. The Worker generates it and
 * puts it in the Content-Security-Policy header; entry.server provides it so
 * Remix's inline scripts carry it. In the browser it is empty (browsers hide
 * nonce attributes from scripts anyway).
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
