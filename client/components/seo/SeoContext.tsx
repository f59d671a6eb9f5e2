import { createContext, useContext } from 'react';

/** What structured data needs of the request: absolute URLs and the document's CSP nonce. */
export interface SeoInfo {
  origin: string;
  locale: string;
  canonical: string;
  nonce: string;
}

const SeoContext = createContext<SeoInfo | null>(null);
export const SeoInfoProvider = SeoContext.Provider;

/** Null outside the app shell (a component rendered on its own): structured data is then left out. */
export function useSeoInfo(): SeoInfo | null {
  return useContext(SeoContext);
}
