import { describe, expect, it } from 'vitest';
import { getSite } from '../../../shared/site';
import type { CanvasContext } from './context';
import { searchCanvas, withQueryBanner } from './search';

const ctx = (locale: string): CanvasContext => ({ site: getSite(locale)!, locale, mode: 'publish' });

/** The merchandising banner a query adds to the search canvas, if any. */
function bannerFor(locale: string, query: string) {
  const canvas = withQueryBanner(searchCanvas(ctx(locale)), query, ctx(locale));
  return canvas.sections.top?.[0] as { id: string; title: string; targets: Array<{ url: string; text: string }> } | undefined;
}

describe('withQueryBanner', () => {
  it('sends an English query naming a category to it, in English', () => {
    expect(bannerFor('en-us', 'Fleece')).toMatchObject({ id: 'search-category-10102', title: "Looking for Men's Fleece?" });
  });

  it.each([
    ['de-de', 'Zelte', 'search-category-40102', 'Suchen Sie Zelte?'],
    ['fr-ca', 'tentes', 'search-category-40102', 'Vous cherchez la catégorie « Tentes »?'],
    ['nb-no', 'soveposer', 'search-category-40103', 'Ser du etter soveposer?'],
    ['de-de', 'Handschuhe', 'search-category-40202', 'Suchen Sie Handschuhe?'],
  ])('on %s, recognises "%s" in the site language and answers in it', (locale, query, id, title) => {
    const banner = bannerFor(locale, query);
    expect(banner).toMatchObject({ id, title });
    expect(banner!.targets[0]!.url.startsWith(`/${locale}/c/`)).toBe(true);
  });

  it('ignores the words that join a translated name', () => {
    expect(bannerFor('fr-ca', 'cadeau pour papa')).toBeUndefined();
    expect(bannerFor('de-de', 'merino')).toBeUndefined();
  });
});
