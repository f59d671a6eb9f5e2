import { messagesFor } from '../../../shared/i18n/catalogues';
import { intlLocale } from '../../../shared/i18n';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';

/** The languages the shop writes in, each shown once on the component page (its country from the first site in it). */
const KIT_LANGUAGES = [
  { language: 'en', country: 'US' },
  { language: 'fr', country: 'CA' },
  { language: 'de', country: 'DE' },
  { language: 'nb', country: 'NO' },
] as const;

/**
 * The component page: every design-system component in every state, once per language, for
 * review. The page registry keeps it to development; it carries each language's whole catalogue
 * so the server and the browser render the same four sections.
 */
export function loadComponents(ctx: PageContext): Promise<PageLoad> {
  const title = ctx.t('kit.title');
  const languages = KIT_LANGUAGES.map((site) => ({ language: site.language, locale: intlLocale(site), messages: messagesFor(site) }));
  return Promise.resolve({ found: true, status: 200, title: pageTitle(title, ctx.t), description: title, page: { kind: 'components', languages } });
}
