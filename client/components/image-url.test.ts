import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH } from '../../shared/content/image-cdn';
import { imageSrcSet, imageUrl } from './image-url';

/** Each srcset candidate as the width it asks for and its density descriptor. */
function candidates(srcSet: string): Array<{ width: number; density: number }> {
  return srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    expect(descriptor).toMatch(/^\d+(\.\d+)?x$/);
    return { width: Number(new URL(url, 'https://shop.test').searchParams.get('w')), density: Number(descriptor.slice(0, -1)) };
  });
}

describe('imageSrcSet', () => {
  it('offers 1x and 2x at the rendered width and twice it', () => {
    expect(imageSrcSet('/images/product/AB123456-001.svg', 320)).toBe(
      '/images/product/AB123456-001.svg?w=320&q=50 1x, /images/product/AB123456-001.svg?w=640&q=50 2x',
    );
  });

  it('never asks for more than the CDN serves, and says what density the capped candidate really is', () => {
    // A full-width hero: twice 1440 is past the limit, so the 2x candidate is the widest served.
    expect(candidates(imageSrcSet('/images/banner/home-hero.svg', 1440))).toEqual([
      { width: 1440, density: 1 },
      { width: IMAGE_MAX_WIDTH, density: 1.67 },
    ]);
  });

  it('offers one candidate when both densities cap to the same width', () => {
    const srcSet = imageSrcSet('/images/banner/wide.svg', 3000);
    expect(candidates(srcSet)).toEqual([{ width: IMAGE_MAX_WIDTH, density: 0.8 }]);
  });

  it('keeps every candidate within the served range, without duplicates, for any rendered width', () => {
    for (const width of [1, 8, 16, 200, 1199, 1200, 1201, 1440, 2400, 2560, 2880, 5000]) {
      const found = candidates(imageSrcSet('/images/banner/any.svg', width));
      for (const { width: asked } of found) {
        expect(asked).toBeGreaterThanOrEqual(IMAGE_MIN_WIDTH);
        expect(asked).toBeLessThanOrEqual(IMAGE_MAX_WIDTH);
      }
      expect(new Set(found.map((candidate) => candidate.width)).size).toBe(found.length);
      // Descriptors follow the widths: a wider file is a higher density.
      expect(found.map((candidate) => candidate.density)).toEqual([...found.map((candidate) => candidate.density)].sort((a, b) => a - b));
    }
  });
});

describe('imageUrl', () => {
  it('asks for the rendered width at quality 50, capped to what the CDN serves', () => {
    expect(imageUrl('/images/banner/a.svg', 800)).toBe('/images/banner/a.svg?w=800&q=50');
    expect(imageUrl('/images/banner/a.svg', 2880)).toBe(`/images/banner/a.svg?w=${IMAGE_MAX_WIDTH}&q=50`);
    expect(imageUrl('/images/banner/a.svg', 4)).toBe(`/images/banner/a.svg?w=${IMAGE_MIN_WIDTH}&q=50`);
  });
});
