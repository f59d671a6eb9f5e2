import { describe, expect, it } from 'vitest';
import { request } from './helpers';

// The content pages the storefront fetches by name are real pages in every language, and the error
// page answers its status however it is reached.

const NAMED = ['gift-card', 'promotions', 'store-locator', 'loyalty-modal', 'sign-in-modal', 'sign-up-modal', 'location-selector', 'basecamp', 'westend'];
const SITES = ['en-us', 'fr-ca', 'de-de', 'nb-no'];

describe('content pages fetched by name', () => {
  it.each(NAMED.flatMap((name) => SITES.map((locale) => [name, locale] as const)))('%s on %s has more than one block', async (name, locale) => {
    const response = await request(`/fapi/pages/${encodeURIComponent(name)}?locale=${locale}`);
    expect(response.status).toBe(200);
    const { canvas } = (await response.json()) as { canvas: { sections: Record<string, { type: string }[]> } };
    const blocks = Object.values(canvas.sections).flat();
    expect(blocks.length).toBeGreaterThan(1);
    expect(new Set(blocks.map((block) => block.type)).size).toBeGreaterThan(1);
  });
});

describe('the error page', () => {
  it.each(SITES)('answers 404 at /%s/error-4xx, with the CMS error-4xx content', async (locale) => {
    const response = await request(`/${locale}/error-4xx`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-block="collection"');
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  it('answers 200 for an ordinary content page', async () => {
    expect((await request('/en-us/gift-card')).status).toBe(200);
  });
});
