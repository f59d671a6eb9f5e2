import { createContext, useContext } from 'react';

/*
 * Whether a block renders in the site-wide fragment above every page rather than in the page's
 * own canvas. A block that is a named landmark takes a different name in each place, so a page
 * holding both (the site-wide promo bar and one an editor placed in the page) never offers two
 * landmarks of the same name.
 */
const SiteFragmentContext = createContext(false);

export const SiteFragmentProvider = SiteFragmentContext.Provider;

/** True inside the site-wide fragment. */
export function useInSiteFragment(): boolean {
  return useContext(SiteFragmentContext);
}
