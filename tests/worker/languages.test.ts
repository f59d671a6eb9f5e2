import { describe, expect, it } from 'vitest';
import { de, en, fr, nb } from '../../shared/i18n/messages';
import type { Messages } from '../../shared/i18n';
import type { AppState } from '../../shared/page';
import { PAGE_SLUGS } from '../../mocks/data/canvases/page-copy';
import { classifyPath, productPath } from '../../shared/routing';
import { generateCatalog } from '../../mocks/data/catalog';
import { closing, englishCanvasPhrases, englishIn, englishInterfacePhrases, strings } from '../fixtures/english-phrases';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, request, shopper, type Shopper } from './helpers';
import { freshShopper, placeOrderCaptcha } from './checkout-helpers';
import { providerToken } from './payment-test-helpers';

const PAGES = ['', '/c/mens-fleece-10102', '/p/mens-scree-softshell-jacket-JK619948', '/search?q=jacket', '/search?q=%24%25%5E%26', '/favorites', '/no-such-page-anywhere'];
const SITES: { locale: string; messages: Messages }[] = [
  { locale: 'de-de', messages: de },
  { locale: 'fr-ca', messages: fr },
  { locale: 'nb-no', messages: nb },
];

const NUMBER = '[\\d.,\\s\\u00a0\\u202f]+';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a regular expression: arguments match anything, a plural any of its branches. */
function pattern(message: string, inPlural = false): { source: string; letters: number } {
  let source = '';
  let letters = 0;
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    const text = message.slice(index, open === -1 ? undefined : open);
    source += inPlural ? text.split('#').map(escape).join(NUMBER) : escape(text);
    letters += text.replace(/[^\p{L}]/gu, '').length;
    if (open === -1) break;
    const close = closing(message, open + 1);
    const inner = message.slice(open + 1, close);
    if (inner.includes(',')) {
      const branches = [...inner.matchAll(/(?:=\d+|zero|one|two|few|many|other)\s*\{/g)].map((match) => {
        const start = match.index + match[0].length;
        return pattern(inner.slice(start, closing(inner, start)), true);
      });
      source += `(?:${branches.map((branch) => branch.source).join('|')})`;
      letters += Math.min(...branches.map((branch) => branch.letters));
    } else {
      source += '.+?';
    }
    index = close + 1;
  }
  return { source, letters };
}

/** The English interface strings a page in this language must not show (words it shares with English are fine). */
function englishOnly(messages: Messages): { key: string; regex: RegExp }[] {
  const own = new Set(Object.values(messages));
  return Object.entries(en)
    .filter(([, value]) => !own.has(value))
    .map(([key, value]) => ({ key, ...pattern(value) }))
    .filter((entry) => entry.letters >= 4)
    .map(({ key, source }) => ({ key, regex: new RegExp(`^${source.trim()}$`, 'u') }));
}

/** Every string in a piece of page data. */
/** The streamed regions' data (footer, popups, listings…), as the browser reads it. */
function deferredData(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/json" data-deferred="[^"]*">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
}

/** Every text node and every text-bearing attribute a shopper or screen reader meets (no scripts). */
async function interfaceText(response: Response): Promise<string[]> {
  const texts: string[] = [];
  let buffer = '';
  let skipping = 0;
  const rewriter = new HTMLRewriter()
    .on('script, style, template', {
      element(element) {
        skipping += 1;
        element.onEndTag(() => {
          skipping -= 1;
        });
      },
    })
    .on('*', {
      element(element) {
        for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'aria-roledescription']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value.trim());
        }
        if (element.tagName === 'meta' && element.getAttribute('name') === 'description') texts.push(element.getAttribute('content')?.trim() ?? '');
      },
      text(chunk) {
        if (skipping > 0) return;
        buffer += chunk.text;
        if (chunk.lastInTextNode) {
          const text = buffer.replace(/\s+/g, ' ').trim();
          if (text) texts.push(text);
          buffer = '';
        }
      },
    });
  await rewriter.transform(response).text();
  return texts;
}

describe('pages of a non-English site speak its language', () => {
  for (const { locale, messages } of SITES) {
    it.each(PAGES)(`${locale}%s shows no English interface string`, async (page) => {
      const response = await request(`/${locale}${page}`);
      const html = await response.clone().text();
      const state = JSON.parse(/<script id="__RIDGELINE_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as AppState;
      const texts = await interfaceText(response);
      const english = englishOnly(messages);
      // The CMS content is the editors' text (English in the mocks): every string the page's data carries is theirs.
      const authored = new Set([...deferredData(html), state].flatMap(strings).map((text) => text.trim()));
      const found = texts.filter((text) => !authored.has(text)).flatMap((text) => english.filter((entry) => entry.regex.test(text)).map((entry) => `${entry.key}: ${text}`));
      expect(found).toEqual([]);
      // The page names its own language's messages for hydration, in a file of their own kept for a
      // year, and carries none of them in itself.
      expect(state.messages).toBeUndefined();
      const file = await request(state.messagesUrl);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await file.json()).toEqual(messages);
      expect(html).toContain(`<link rel="preload" href="${state.messagesUrl}" as="fetch" crossorigin="anonymous"/>`);
      expect(html).toContain(`<html lang="${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}"`);
    });
  }

  it('names each language\'s messages by their content: one file per language, an old name answered briefly, an unknown language refused', async () => {
    const urls = await Promise.all(['/en-us', '/de-de', '/fr-ca', '/nb-no', '/en-ca'].map(async (path) => {
      const html = await (await request(path)).text();
      return (JSON.parse(/<script id="__RIDGELINE_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as AppState).messagesUrl;
    }));
    expect(urls[0]).toBe(urls[4]);
    expect(new Set(urls).size).toBe(4);
    expect(urls[1]).toMatch(/^\/fapi\/messages\/de-[0-9a-z]+\.json$/);
    const old = await request('/fapi/messages/de-0.json');
    expect([old.status, old.headers.get('cache-control')]).toEqual([200, 'public, max-age=60']);
    expect(await old.json()).toEqual(de);
    expect((await request('/fapi/messages/xx-0.json')).status).toBe(404);
    expect((await request('/fapi/messages/../en.json')).status).toBe(404);
  });

  it('an English site keeps its English strings', async () => {
    const texts = await interfaceText(await request('/en-us/p/mens-scree-softshell-jacket-JK619948'));
    expect(texts).toEqual(expect.arrayContaining([en['product.addToCart'], en['product.size'], en['product.sizeChart']]));
  });

  it('the worker’s titles and descriptions are in the site’s language too', async () => {
    const html = await (await request('/nb-no/favorites')).text();
    expect(html).toContain('<title>Favoritter | Ridgeline</title>');
    expect(html).toContain('<meta name="description" content="Ridgeline-produktene du har lagret som favoritter."/>');
  });
});

// The language check: every page type of each non-English site, its text, labels, placeholders,
// titles and description, holds no phrase of the English interface catalogue (a message the
// language words otherwise) and none of the English canvases' copy. The phrase lists come from
// the sources (tests/fixtures/english-phrases.ts), so a new English string is checked the day it lands.

/** A local address per site, as a shopper there writes it. */
const LOCAL_ADDRESS: Record<string, Record<string, string>> = {
  'fr-ca': { firstName: 'Camille', lastName: 'Tremblay', email: 'camille@example.com', phone: '514 555 0123', addressLine1: '500 rue Sherbrooke Ouest', city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', countryCode: 'CA' },
  'de-de': { firstName: 'Max', lastName: 'Müller', email: 'max@example.com', phone: '030 12345678', addressLine1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
  'nb-no': { firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.com', phone: '412 34 567', addressLine1: 'Karl Johans gate 1', city: 'Oslo', postalCode: '0159', countryCode: 'NO' },
};

const PRODUCT = generateCatalog()[0]!;
const ITEM = variantOf('JK', (units) => units >= 20);

/** The named content pages whose page type is content (the account, cart and checkout pages are their own types). */
const CONTENT_PAGES = PAGE_SLUGS.map((slug) => `/${slug}`).filter((path) => ['content', 'help-returns', 'help-contact-us'].includes(classifyPath(`/de-de${path}`).pageType));

const GUEST_PAGES = [
  '', '/c/mens-fleece-10102', '{product}', '/search?q=jacket', '/search?q=zzzzqqq', '/explore/searchhub', '/favorites',
  '/sign-in', '/sign-up', '/forgot-password', '/no-such-page-anywhere', ...CONTENT_PAGES,
];
const ACCOUNT_PAGES = ['/account', '/account/profile', '/account/addresses', '/account/orders', '/account/payment', '/account/loyalty'];
const CANVAS_PHRASES = englishCanvasPhrases();
// A purchase is several calls through the mocks; a signed-in page first makes an account.
const CHECKOUT_MS = 20_000;

async function englishOn(browser: Shopper, path: string, messages: Messages): Promise<string[]> {
  const response = await browser.fetch(path, { redirect: 'manual' });
  expect(response.status, path).toBeLessThan(500);
  expect(response.status, `${path} answered a redirect to ${response.headers.get('location')}`).not.toBe(302);
  return englishIn(await interfaceText(response), [...englishInterfacePhrases(messages), ...CANVAS_PHRASES]);
}

const sent = (browser: Shopper, locale: string, path: string, body: unknown) =>
  browser.fetch(`/${locale}/fapi/checkout${path}`, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify(body) }, { UPSTREAM_PAYMENTS_URL: 'https://pay.ridgeline.test' });

async function withItem(locale: string): Promise<Shopper> {
  const browser = shopper();
  const added = await browser.fetch(`/${locale}/fapi/cart/items`, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ productId: ITEM.sku, qty: 1 }) });
  expect(added.status, await added.clone().text()).toBe(200);
  return browser;
}

/** Each step of a local guest's purchase on the site, answering what the step's call said when it is refused. */
async function throughCheckout(browser: Shopper, locale: string, until: 'billing' | 'summary' | 'order'): Promise<string | null> {
  const step = async (response: Response, what: string) => (response.status === 200 ? null : `${what}: ${response.status} ${await response.text()}`);
  const address = await step(await sent(browser, locale, '/shipping-address', { address: LOCAL_ADDRESS[locale] }), 'the local shipping address');
  if (address || until === 'billing') return address;
  const billing = (await step(await sent(browser, locale, '/billing-address', { sameAsShipping: true }), 'billing as shipping'))
    ?? (await step(await sent(browser, locale, '/payment-session', { paymentMethodId: 'CREDIT_CARD' }), 'the payment session'))
    ?? (await step(await sent(browser, locale, '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: (await providerToken('4111111111111111')).token }), 'the card'));
  if (billing || until === 'summary') return billing;
  return null;
}

describe('the language check: no English on any page type of a non-English site', () => {
  for (const { locale, messages } of SITES) {
    const product = (() => {
      const path = productPath(locale, PRODUCT.slug, PRODUCT.id);
      return path.slice(locale.length + 1);
    })();

    it.each(GUEST_PAGES)(`${locale}%s`, async (page) => {
      expect(await englishOn(shopper(), `/${locale}${page.replace('{product}', product)}`, messages)).toEqual([]);
    });

    it(`${locale} cart and checkout shipping step, with an item`, async () => {
      const browser = await withItem(locale);
      expect(await englishOn(browser, `/${locale}/cart`, messages)).toEqual([]);
      expect(await englishOn(browser, `/${locale}/checkout`, messages)).toEqual([]);
    }, CHECKOUT_MS);

    it(`${locale} checkout billing and review steps, shipping to a local address`, async () => {
      const browser = await withItem(locale);
      expect(await throughCheckout(browser, locale, 'billing')).toBeNull();
      expect(await englishOn(browser, `/${locale}/checkout/billing`, messages)).toEqual([]);
      expect(await throughCheckout(browser, locale, 'summary')).toBeNull();
      expect(await englishOn(browser, `/${locale}/checkout/summary`, messages)).toEqual([]);
    }, CHECKOUT_MS);

    it(`${locale} order confirmation of a local purchase`, async () => {
      const browser = await withItem(locale);
      expect(await throughCheckout(browser, locale, 'order')).toBeNull();
      const placed = await sent(browser, locale, '/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser) });
      const text = await placed.text();
      expect(placed.status, text).toBe(200);
      const { order } = JSON.parse(text) as { order: { orderNumber: string } };
      expect(await englishOn(browser, `/${locale}/order-confirmation/${order.orderNumber}`, messages)).toEqual([]);
    }, CHECKOUT_MS);

    it.each(ACCOUNT_PAGES)(`${locale}%s, signed in`, async (page) => {
      expect(await englishOn(await freshShopper(`lang-${locale}`), `/${locale}${page}`, messages)).toEqual([]);
    }, CHECKOUT_MS);
  }

  it('finds what it looks for: an English page holds English interface and canvas phrases', async () => {
    const texts = await interfaceText(await request('/en-us/policies/shipping-terms'));
    const found = englishIn(texts, [...englishInterfacePhrases(de), ...CANVAS_PHRASES]);
    expect(found.some((line) => line.includes('(header.skipToContent)'))).toBe(true);
    expect(found.some((line) => line.includes('(page policies/shipping-terms)'))).toBe(true);
  });
});
