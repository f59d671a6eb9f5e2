import { describe, expect, it } from 'vitest';
import { de } from '../../shared/i18n/messages/de';
import { en } from '../../shared/i18n/messages/en';
import { fr } from '../../shared/i18n/messages/fr';
import { nb } from '../../shared/i18n/messages/nb';
import type { Messages } from '../../shared/i18n';
import type { AppState } from '../../shared/page';
import { request } from './helpers';

const PAGES = ['', '/c/mens-fleece-10102', '/p/mens-scree-softshell-jacket-JK619948', '/search?q=jacket', '/search?q=%24%25%5E%26', '/favorites', '/no-such-page-anywhere'];
const SITES: { locale: string; messages: Messages }[] = [
  { locale: 'de-de', messages: de },
  { locale: 'fr-ca', messages: fr },
  { locale: 'nb-no', messages: nb },
];

const NUMBER = '[\\d.,\\s\\u00a0\\u202f]+';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function closing(source: string, from: number): number {
  let depth = 1;
  for (let index = from; index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    if (source[index] === '}' && --depth === 0) return index;
  }
  return source.length;
}

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
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value.trim()];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

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
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value.trim());
        }
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
    })
    .on('title', {
      text(chunk) {
        buffer += chunk.text;
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
      const authored = new Set([...deferredData(html), state].flatMap(strings));
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
