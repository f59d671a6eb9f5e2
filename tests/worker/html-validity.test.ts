import { describe, expect, it } from 'vitest';
import { request } from './helpers';

// What the W3C Nu HTML checker flags in the rendered documents, checked on the streamed HTML.

const PAGES = ['/en-us', '/en-us/c/mens-jackets-10101', '/en-us/p/mens-scree-softshell-jacket-JK619948', '/en-us/search?q=jacket'];

/** Every start tag of the given element names. */
function startTags(html: string, names: string[]): string[] {
  return html.match(new RegExp(`<(?:${names.join('|')})\\b[^>]*>`, 'g')) ?? [];
}

describe('rendered HTML validity', () => {
  it.each(PAGES)('%s: the search box is a text input with the combobox role', async (path) => {
    const html = await (await request(path)).text();
    const box = startTags(html, ['input']).filter((tag) => /\bid="site-search"/.test(tag));
    expect(box).toHaveLength(1);
    expect(box[0]).toMatch(/\btype="text"/);
    expect(box[0]).toMatch(/\brole="combobox"/);
    expect(box[0]).toMatch(/\baria-expanded="/);
    // aria-expanded (and the combobox role) are not allowed on type=search.
    expect(startTags(html, ['input']).filter((tag) => /\btype="search"/.test(tag) && /\brole=/.test(tag))).toEqual([]);
  });

  it.each(PAGES)('%s: no generic element carries aria-label without a role that can be named', async (path) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The page itself, not an error page or an empty body, is what was checked.
    expect(startTags(html, ['div', 'span', 'p']).length).toBeGreaterThan(50);
    // div, span and p have no implicit role that allows a name: a label there is ignored or invalid.
    const unnamedRole = startTags(html, ['div', 'span', 'p']).filter((tag) => /\saria-label="/.test(tag) && !/\srole="/.test(tag));
    expect(unnamedRole).toEqual([]);
  });
});
