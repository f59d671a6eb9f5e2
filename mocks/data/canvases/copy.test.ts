import { describe, expect, it } from 'vitest';
import type { Canvas } from '../../../shared/content/schemas/canvas';
import { SITES, type Site } from '../../../shared/site';
import { categoryCanvases, fragmentCanvases, productCanvas } from './commerce';
import { freeShippingThreshold, type CanvasContext } from './context';
import { espotCanvases } from './espots';
import { homeCanvas } from './home';
import { kitchenSinkCanvas } from './kitchen-sink';
import { contentLanguage } from './language';
import { footerCanvas, menuCanvas } from './navigation';
import { popupsCanvas } from './popups';
import { searchCanvas, withQueryBanner } from './search';

// Fields a shopper reads (or a screen reader speaks); ids, URLs, colours and editors' names are not copy.
const COPY_KEYS = new Set([
  'title', 'subtitle', 'eyebrow', 'overline', 'richText', 'text', 'alt', 'caption', 'disclaimer', 'minimizedTitle',
  'maximizedTitle', 'titleHtml', 'legal', 'shopAllText', 'description', 'seoTitle', 'seoDescription', 'label',
]);
// Names that stay as they are in every language: the brand, the company, the programme, social
// networks, and subtitle tracks, which are named in their own language.
const NAME_LIST = [
  'ridgeline outfitters', 'ridgeline', 'xplr pass', 'instagram', 'youtube', 'strava', 'english', 'français', 'colorado trail',
  // Loanwords the other languages write as English does.
  'camping',
];
// Catalogue and story data set into blocks: the catalogue and the articles translate those.
const DATA_KEYS = new Set(['initialResults', 'articles', 'recommendedProducts']);

/** The text a shopper reads in a canvas: every copy field, rich text split at its tags. */
function copyOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    if (!COPY_KEYS.has(key)) return [];
    return value.split(/<[^>]+>/).map((part) => part.replace(/&amp;/g, '&').trim()).filter((part) => /\p{L}/u.test(part));
  }
  if (Array.isArray(value)) return value.flatMap((item) => copyOf(item, key));
  if (!value || typeof value !== 'object' || DATA_KEYS.has(key)) return [];
  return Object.entries(value).flatMap(([childKey, child]) => copyOf(child, typeof child === 'object' && COPY_KEYS.has(childKey) ? 'text' : childKey));
}

/** The words of a text that are not names or units: "© 2026 Ridgeline Outfitters." and "-10 °C" have none. */
const wordsBesideNames = (text: string) => NAME_LIST.reduce((rest, name) => rest.replaceAll(name, ' '), text).split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => wordsBesideNames(sentence).length >= 3);
const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** English left in a translated canvas: a copy field equal to an English one, or an English sentence inside one. */
function englishIn(translated: Canvas, english: Canvas): string[] {
  const theirs = copyOf(translated).map(normal);
  const ours = copyOf(english).map(normal).filter((text) => wordsBesideNames(text).length > 0);
  const equal = theirs.filter((text) => ours.includes(text));
  const all = theirs.join('\n');
  const sentences = ours.flatMap(sentencesOf).filter((sentence) => all.includes(sentence));
  return [...new Set([...equal, ...sentences])];
}

/** Every canvas this module seeds for a site, by a stable name. */
function canvases(ctx: CanvasContext): Array<[string, Canvas]> {
  const search = searchCanvas(ctx);
  return [
    ['home', homeCanvas(ctx)],
    ['menu', menuCanvas(ctx)],
    ['footer', footerCanvas(ctx)],
    ['popups', popupsCanvas(ctx)],
    ['product', productCanvas(ctx)],
    ['search', withQueryBanner(search, 'fleece', ctx)],
    ['kitchen-sink', kitchenSinkCanvas(ctx)],
    ...categoryCanvases(ctx).map(([key, canvas]) => [`category ${key}`, canvas] as [string, Canvas]),
    ...fragmentCanvases(ctx).map(([key, canvas]) => [`fragment ${key}`, canvas] as [string, Canvas]),
    ...espotCanvases(ctx).map(([key, canvas]) => [`espots ${key}`, canvas] as [string, Canvas]),
  ];
}

const modes = ['publish', 'preview'] as const;
const contextsOf = (sites: readonly Site[]) => sites.flatMap((site) => modes.map((mode): CanvasContext => ({ site, locale: site.locale, mode })));
const translatedContexts = contextsOf(SITES.filter((site) => site.language !== 'en'));
/** The same site's canvases as the English copy would make them: same URLs, same market, only the words differ. */
const inEnglish = (ctx: CanvasContext): CanvasContext => ({ ...ctx, site: { ...ctx.site, language: 'en' } });

describe('canvas copy per language', () => {
  it('finds English when a canvas is not translated', () => {
    const ctx = translatedContexts[0]!;
    expect(englishIn(homeCanvas(inEnglish(ctx)), homeCanvas(inEnglish(ctx)))).toContain('made for the long way up');
  });

  it.each(translatedContexts.map((ctx) => [`${ctx.locale} ${ctx.mode}`, ctx] as const))('holds no English sentence in any canvas of %s', (_, ctx) => {
    const english = new Map(canvases(inEnglish(ctx)));
    for (const [name, canvas] of canvases(ctx)) {
      expect(copyOf(canvas).length, name).toBeGreaterThan(0);
      expect(englishIn(canvas, english.get(name)!), `${ctx.locale} ${name}`).toEqual([]);
    }
  });

  it('refuses a site whose language the CMS does not write', () => {
    const ctx = translatedContexts[0]!;
    expect(() => contentLanguage({ ...ctx, site: { ...ctx.site, language: 'sv' } })).toThrow(/no CMS copy is written in sv/);
  });

  it.each(contextsOf(SITES).filter((ctx) => ctx.mode === 'publish').map((ctx) => [ctx.locale, ctx] as const))(
    '%s: the promo bar states the market threshold and the footer names Ridgeline Outfitters',
    (_, ctx) => {
      const promo = copyOf(fragmentCanvases(ctx).find(([key]) => key === 'header-promo')![1]);
      expect(promo.filter((text) => text.includes(freeShippingThreshold(ctx)))).toHaveLength(1);
      const [legal] = copyOf((footerCanvas(ctx).sections.main![0] as { legal: string }).legal, 'legal');
      expect(legal).toContain('Ridgeline Outfitters');
      expect(legal).toContain(ctx.site.currency);
    },
  );
});
