import { describe, expect, it } from 'vitest';
import { breakpointOf, collectionLayout, hasCarousel, stepSlide } from './collection-layout';

describe('collectionLayout', () => {
  it('defaults every breakpoint to a grid', () => {
    const layout = collectionLayout({});
    expect(layout.stacked).toBe(false);
    expect(hasCarousel(layout)).toBe(false);
    expect(layout.breakpoints.lg).toMatchObject({ type: 'grid', autorotateMs: 5000, loop: false, showArrows: true });
  });

  it('converts autorotateTime seconds to milliseconds', () => {
    const layout = collectionLayout({ breakpoints: { sm: { type: 'carousel', autoplay: true, autorotateTime: 3.5 } } });
    expect(layout.breakpoints.sm).toMatchObject({ type: 'carousel', autoplay: true, autorotateMs: 3500 });
    expect(hasCarousel(layout)).toBe(true);
  });

  it('forces a grid on md and lg for a [stacked] collection, but not on sm', () => {
    const carousel = { type: 'carousel' as const };
    const layout = collectionLayout({ name: 'Trail kit [stacked]', breakpoints: { sm: carousel, md: carousel, lg: carousel } });
    expect(layout.stacked).toBe(true);
    expect([layout.breakpoints.sm.type, layout.breakpoints.md.type, layout.breakpoints.lg.type]).toEqual(['carousel', 'grid', 'grid']);
  });
});

describe('breakpointOf', () => {
  it('uses the storefront breakpoints', () => {
    expect([breakpointOf(375), breakpointOf(767), breakpointOf(768), breakpointOf(1023), breakpointOf(1024)]).toEqual(['sm', 'sm', 'md', 'md', 'lg']);
  });
});

describe('stepSlide', () => {
  it('stops at the ends without loop and wraps with it', () => {
    expect(stepSlide(2, 1, 3, false)).toBe(2);
    expect(stepSlide(0, -1, 3, false)).toBe(0);
    expect(stepSlide(2, 1, 3, true)).toBe(0);
    expect(stepSlide(0, -1, 3, true)).toBe(2);
    expect(stepSlide(1, 1, 3, false)).toBe(2);
  });
});
