import { describe, expect, it } from 'vitest';
import { availabilityUrl, breadcrumbJsonLd, jsonLdText } from './json-ld';

const ORIGIN = 'https://shop.example';

describe('availabilityUrl', () => {
  it('maps stock status to schema.org availability', () => {
    expect(availabilityUrl('IN_STOCK')).toBe('https://schema.org/InStock');
    expect(availabilityUrl('LOW_STOCK')).toBe('https://schema.org/LimitedAvailability');
    expect(availabilityUrl('OUT_OF_STOCK')).toBe('https://schema.org/OutOfStock');
    expect(availabilityUrl('IN_STOCK', false)).toBe('https://schema.org/OutOfStock');
  });
});

describe('breadcrumbJsonLd and jsonLdText', () => {
  it('numbers the trail from 1 with absolute URLs, ending at the current page', () => {
    const data = breadcrumbJsonLd([{ id: '40000', name: 'Gear', url: '/en-us/c/gear-40000' }], { name: 'Tents', url: '/en-us/c/tents-40102' }, ORIGIN);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Gear', item: `${ORIGIN}/en-us/c/gear-40000` },
      { '@type': 'ListItem', position: 2, name: 'Tents', item: `${ORIGIN}/en-us/c/tents-40102` },
    ]);
  });

  it('cannot close its script element and still parses to the same data', () => {
    const data = breadcrumbJsonLd([{ id: '1', name: 'Gear </script><script>alert(1)</script>', url: '/en-us/c/gear-40000' }], { name: 'Tents\u2028', url: '/en-us/c/tents-40102' }, ORIGIN);
    const text = jsonLdText(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});
