import type { Canvas } from '../../../shared/content/schemas/canvas';
import { categoryName } from '../category-names';
import { contentLanguage } from '../content-language';
import { categoryTarget, makeCanvas, type CanvasContext } from './context';
import { PAGE_COPY, PAGE_SLUGS, pageFacts, SEARCH_HUB_COPY } from './page-copy';
import { eventBlocks } from './event-copy';
import { pageUrl } from '../urls';
import { pageLayout } from './page-layouts';

// Each gets a real, short page: the content pages the storefront fetches by name and its named routes.

/** Names the storefront may request that differ from the stored slug. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  'contact-us': 'help/contact-us',
  'how-to-return': 'help/returns/how-to-return',
  'shipping-terms': 'policies/shipping-terms',
  'location selector': 'location-selector',
};

/** Every page a canvas link may point at, besides product and category URLs ('' is home). */
export const NAMED_PAGE_SLUGS: readonly string[] = ['', ...PAGE_SLUGS];

/** The search hub's editorial links (spec searchhub): popular searches and where to start browsing. */
function searchHubBlocks(ctx: CanvasContext): unknown[] {
  const language = contentLanguage(ctx.site.language);
  const copy = SEARCH_HUB_COPY[language];
  const searchUrl = (q: string) => `${pageUrl(ctx.locale, 'search')}?q=${encodeURIComponent(q)}`;
  return [
    {
      id: 'search-hub-popular', type: 'secondary-nav', title: copy.popularTitle, alignment: 'left',
      targets: copy.popularSearches.map((q) => ({ url: searchUrl(q), text: q })),
    },
    {
      id: 'search-hub-categories', type: 'secondary-nav', title: copy.categoriesTitle, alignment: 'left',
      targets: ['10101', '20101', '30101', '40101'].map((id) => categoryTarget(ctx, id, categoryName(id, language))),
    },
  ];
}

/** Every named page in the site's language, with its market's facts filled in. */
export function staticPageCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  const pages = PAGE_COPY[contentLanguage(ctx.site.language)];
  const facts = pageFacts(ctx);
  const prefix = `${pageUrl(ctx.locale, '')}/`;
  return PAGE_SLUGS.map((slug) => {
    const page = pages[slug];
    const body = typeof page.body === 'function' ? page.body(facts) : page.body;
    const layout = pageLayout(ctx, slug, facts);
    return [
      slug,
      makeCanvas(ctx, 'page', slug, {
        name: slug,
        title: page.title,
        description: page.description,
        sections: {
          main: [
            ...(layout?.before ?? []),
            { id: `${slug.replace(/\//g, '-')}-body`, type: 'rich-text', richText: body.replaceAll('{locale}/', prefix) },
            ...(page.buttons ?? []).map((target, index) => ({ id: `${slug}-button-${index}`, type: 'button', style: index === 0 ? 'primary' : 'secondary', target })),
            ...eventBlocks(slug, contentLanguage(ctx.site.language)),
            ...(layout?.after ?? []),
          ],
          ...(slug === 'search' ? { popular: searchHubBlocks(ctx) } : {}),
        },
      }),
    ];
  });
}
