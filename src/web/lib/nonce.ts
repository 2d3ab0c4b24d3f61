import { createContext, useContext } from 'react';

/** The CSP nonce of this response (server only; browsers hide it after load, so the client sees ''). */
export const NonceContext = createContext<string>('');

export function useNonce(): string {
  return useContext(NonceContext);
}
