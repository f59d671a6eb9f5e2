import type { PageName } from '../routing/pages';
import { withLocale } from '../seo/canonical';

/** Pages whose path names the same thing on every site: the catalogue is shared, so its slugs are too. */
const SAME_ON_EVERY_SITE: ReadonlySet<PageName> = new Set(['home', 'category', 'product']);

/**
 * Where switching to another site leads: the same product or category there, else that site's
 * home, since other pages (content, the cart, the account) are not the same page on another site.
 */
export function switchPath(page: PageName, path: string, locale: string): string {
  return SAME_ON_EVERY_SITE.has(page) ? withLocale(path, locale) : `/${locale}`;
}
