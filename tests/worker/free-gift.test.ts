import { describe, expect, it } from 'vitest';
import { CartAnswerSchema } from '../../shared/cart/cart-routes';
import { variantOf } from '../fixtures/variants';
import { shopper } from './helpers';

// The free gift a pack adds (the trail bottle): it shows a real image, and since it cannot be
// bought alone it links nowhere, rather than to a product page that does not exist.

const PACK = variantOf('PK', (units) => units >= 10).sku;
const GIFT = 'GW000001000-OS';

describe('the free gift with a pack', () => {
  it('has an image the image host draws', async () => {
    const response = await shopper().fetch('/images/product/GW000001-000.svg?w=192');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('Stone');
  });

  // The first basket call seeds the mock catalogue, which takes a few seconds in workerd.
  it('renders on the cart page with a working image and no link to a page it does not have', { timeout: 30_000 }, async () => {
    const browser = shopper();
    const added = await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: PACK, qty: 1 }) });
    expect(added.status).toBe(200);
    const gift = CartAnswerSchema.parse(await added.json()).cart?.items.find((item) => item.bonus);
    expect(gift?.productId).toBe(GIFT);

    const html = await (await browser.fetch('/en-us/cart')).text();
    const start = html.indexOf(`data-item-id="${gift!.itemId}"`);
    expect(start).toBeGreaterThan(0);
    const next = html.indexOf('class="cart-line"', start);
    const line = html.slice(start, next > 0 ? next : html.indexOf('</ul>', start));
    expect(line).toContain('Ridgeline Trail Bottle');
    expect(line).not.toContain('href=');
    expect(html).not.toContain('href="/en-us/p/ridgeline-trail-bottle');

    const src = /<img[^>]+src="([^"]+)"/.exec(line)?.[1]?.replaceAll('&amp;', '&');
    expect(src).toContain('GW000001-000');
    const image = await browser.fetch(src!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    // The pack it came with keeps its link.
    const packLine = html.slice(html.indexOf(`data-item-id="`), start);
    expect(packLine).toMatch(/href="\/en-us\/p\/[^"]+"/);
  });
});
