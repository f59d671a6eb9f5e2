import { describe, expect, it } from 'vitest';
import type { Canvas } from '../../../shared/content/schemas/canvas';
import { SITES, type Site } from '../../../shared/site';
import { RESET_LINK_TTL_S } from '../reset-link-ttl';
import { articlePageCanvases } from '../articles/pages';
import { readableTexts, untranslatedSentences } from '../untranslated';
import { deliveryPrice, freeShippingThreshold, type CanvasContext } from './context';
import { errorCanvas } from './home';
import { PAGE_COPY, PAGE_SLUGS } from './page-copy';
import { staticPageCanvases } from './pages';

const contextOf = (site: Site, language = site.language): CanvasContext => ({ site: { ...site, language }, locale: site.locale, mode: 'publish' });

/** The content this session's CMS owns: named pages, the error page and the stories, keyed by page. */
function namedPages(ctx: CanvasContext): Map<string, Canvas> {
  return new Map([...staticPageCanvases(ctx), ['error-4xx', errorCanvas(ctx)], ...articlePageCanvases(ctx)]);
}

const translatedSites = SITES.filter((site) => site.language !== 'en');
const text = (canvas: Canvas | undefined) => readableTexts(canvas).join('\n');

describe('named content pages per language', () => {
  it('has every page in every language, with the same buttons', () => {
    for (const [language, table] of Object.entries(PAGE_COPY)) {
      expect(Object.keys(table).sort(), language).toEqual([...PAGE_SLUGS].sort());
      for (const slug of PAGE_SLUGS) expect(table[slug].buttons?.map((b) => b.url), `${language} ${slug}`).toEqual(PAGE_COPY.en[slug].buttons?.map((b) => b.url));
    }
    const english = [...namedPages(contextOf(SITES[0]!)).keys()];
    for (const site of SITES) expect([...namedPages(contextOf(site)).keys()], site.locale).toEqual(english);
  });

  it.each(translatedSites.map((site) => [site.locale, site] as const))('%s leaves no English sentence in any page, story or the error page', (_, site) => {
    const english = namedPages(contextOf(site, 'en'));
    for (const [key, canvas] of namedPages(contextOf(site))) {
      const englishCanvas = english.get(key);
      expect(untranslatedSentences(englishCanvas, canvas), `${site.locale} ${key}`).toEqual([]);
      // A short title may be a name ("XPLR Pass"), but a page whose whole copy matches was never translated.
      expect(text(canvas), `${site.locale} ${key}`).not.toBe(text(englishCanvas));
    }
  });
});

describe('facts stated by the named pages', () => {
  it.each(SITES.map((site) => [site.locale, site] as const))('%s states the market threshold and delivery costs on the shipping terms', (_, site) => {
    const ctx = contextOf(site);
    // Page text is read with non-breaking spaces as spaces, as a shopper sees them.
    const spaced = (amount: string) => amount.replace(/\u00a0/g, ' ');
    const shipping = text(namedPages(ctx).get('policies/shipping-terms'));
    expect(shipping).toContain(spaced(freeShippingThreshold(ctx)));
    expect(shipping).toContain(spaced(deliveryPrice(ctx, 'standard')));
    expect(shipping).toContain(spaced(deliveryPrice(ctx, 'pudo')));
    for (const slug of ['promotions', 'category']) expect(text(namedPages(ctx).get(slug)), slug).toContain(spaced(freeShippingThreshold(ctx)));
  });

  it('gives the reset link the lifetime the reset service enforces, in every language', () => {
    for (const site of SITES) {
      const page = text(namedPages(contextOf(site)).get('forgot-password'));
      expect(page, site.locale).toMatch(new RegExp(`\\b${RESET_LINK_TTL_S / 60} minut`, 'i'));
      expect(page, site.locale).not.toMatch(/\b24\b/);
    }
  });

  it('names the programme XPLR Pass and the company Ridgeline Outfitters, never another name', () => {
    for (const site of SITES) {
      for (const [key, canvas] of namedPages(contextOf(site))) {
        const copy = text(canvas);
        expect(copy, `${site.locale} ${key}`).not.toMatch(/Ridgeline (Rewards|Outdoor)|Outdoor Co\b/);
        expect(copy.match(/XPLR\S*( \S+)?/g)?.filter((name) => !name.startsWith('XPLR Pass')) ?? [], `${site.locale} ${key}`).toEqual([]);
      }
    }
  });

  it('gives each market its own customer service line and mailbox on the contact page', () => {
    const contacts = SITES.map((site) => text(namedPages(contextOf(site)).get('help/contact-us')));
    const phones = contacts.map((copy) => copy.match(/\d[\d -]{6,}\d/)?.[0]);
    expect(phones.every(Boolean)).toBe(true);
    // English and French Canada share one line; every other market has its own.
    expect(new Set(phones.map((phone) => phone!.replace(/\D/g, ''))).size).toBe(SITES.length - 1);
    expect(contacts.find((_, index) => SITES[index]!.locale === 'en-gb')).toContain('0800 ');
    expect(contacts.find((_, index) => SITES[index]!.locale === 'de-de')).toContain('0800 ');
  });
});
