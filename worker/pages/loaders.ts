import type { PageName } from '../../shared/routing';
import { accountPages } from '../account/pages';
import { cartPages } from '../cart/pages';
import { cataloguePages } from '../catalogue/pages';
import { checkoutPages } from '../checkout/pages';
import { contentPages } from '../content/pages';
import { inStorePages } from '../in-store/pages';
import type { PageLoader } from './page-context';

export type { PageLoader } from './page-context';

const notAPage: PageLoader = () => Promise.resolve({ found: false });

/**
 * The worker's half of the page registry: one loader per page, gathered from the homes that build
 * the pages' models and checked by the compiler, so a page added to the registry has no route
 * until its home lists a loader for it.
 */
export const PAGE_LOADERS = {
  ...contentPages,
  ...cataloguePages,
  ...accountPages,
  ...cartPages,
  ...checkoutPages,
  ...inStorePages,
  // The loyalty page is the CMS page the registry names for it until the programme has its own.
  'account-loyalty': contentPages.content,
  // The error page is never asked for by path: a failed load shows it.
  error: notAPage,
} satisfies Record<PageName, PageLoader>;
