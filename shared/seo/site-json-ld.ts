import type { Site } from '../site/sites';

const SCHEMA = 'https://schema.org';
const BRAND = 'Ridgeline';

export interface SiteJsonLdInput {
  /** Absolute origin of the shop, e.g. `https://shop.example`. */
  origin: string;
  site: Pick<Site, 'locale' | 'language' | 'country'>;
}

/** schema.org Organization for the home page: who sells here, with the mark the header shows. */
export function organizationJsonLd({ origin, site }: SiteJsonLdInput): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND,
    url: `${origin}/${site.locale}`,
    logo: `${origin}/favicon.svg`,
  };
}

/** schema.org WebSite for the home page, whose search action opens the site's search page with the query. */
export function webSiteJsonLd({ origin, site }: SiteJsonLdInput): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: BRAND,
    url: `${origin}/${site.locale}`,
    inLanguage: `${site.language}-${site.country}`,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/${site.locale}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The home page's one JSON-LD graph: the organisation and the site it publishes. */
export function homeJsonLd(input: SiteJsonLdInput): Record<string, unknown> {
  const strip = ({ '@context': _context, ...node }: Record<string, unknown>) => node;
  return { '@context': SCHEMA, '@graph': [strip(organizationJsonLd(input)), strip(webSiteJsonLd(input))] };
}
