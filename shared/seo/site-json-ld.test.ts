import { describe, expect, it } from 'vitest';
import { getSite } from '../site/sites';
import { homeJsonLd, organizationJsonLd, webSiteJsonLd } from './site-json-ld';

const input = { origin: 'https://shop.example', site: getSite('fr-ca')! };

describe('site structured data', () => {
  it('names the organisation with its logo and the site home', () => {
    expect(organizationJsonLd(input)).toMatchObject({ '@type': 'Organization', name: 'Ridgeline', url: 'https://shop.example/fr-ca', logo: 'https://shop.example/favicon.svg' });
  });

  it('searches the site in its own locale', () => {
    expect(webSiteJsonLd(input)).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'fr-CA',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://shop.example/fr-ca/search?q={search_term_string}' }, 'query-input': 'required name=search_term_string' },
    });
  });

  it('puts both in one graph under one context', () => {
    const graph = homeJsonLd(input) as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph['@graph'].every((node) => !('@context' in node))).toBe(true);
  });
});
