import { describe, expect, it } from 'vitest';
import { localeRedirect } from './redirect';

const redirect = (path: string) => localeRedirect(new URL(path, 'https://shop.example'));

describe('localeRedirect', () => {
  it('leaves paths on a known site alone', () => {
    expect(redirect('/en-us')).toBeNull();
    expect(redirect('/de-de/c/herren-jacken-12345')).toBeNull();
  });

  it('sends the bare root to the default site', () => {
    expect(redirect('/')).toBe('/en-us');
  });

  it('prefixes paths that have no locale, keeping the query', () => {
    expect(redirect('/privacy')).toBe('/en-us/privacy');
    expect(redirect('/help/contact-us?topic=returns')).toBe('/en-us/help/contact-us?topic=returns');
  });

  it('replaces an unknown locale with the default one', () => {
    expect(redirect('/xx-yy/c/mens-jackets-12345')).toBe('/en-us/c/mens-jackets-12345');
  });

  it('lowercases a known locale', () => {
    expect(redirect('/EN-GB/cart')).toBe('/en-gb/cart');
  });
});
