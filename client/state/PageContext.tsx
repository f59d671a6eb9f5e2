import { createContext, useContext } from 'react';
import type { PageName } from '../../shared/routing';
import type { Site } from '../../shared/site';

/** Where a block is rendered: what galleries, buttons and analytics need to know of the route. */
export interface PageInfo {
  site: Site;
  pageType: PageName;
  path: string;
  categoryId: string | null;
  productId: string | null;
  /** Product masterId, when the page is a product page. */
  productMasterId: string | null;
  /** Whether the header's sign-in opens the simplified enrolment dialog (a feature setting). */
  simplifiedEnrolment?: boolean;
}

const PageContext = createContext<PageInfo | null>(null);
export const PageInfoProvider = PageContext.Provider;

export function usePageInfo(): PageInfo {
  const info = useContext(PageContext);
  if (!info) throw new Error('usePageInfo needs a PageInfoProvider');
  return info;
}
