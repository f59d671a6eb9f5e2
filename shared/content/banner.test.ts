import { describe, expect, it } from 'vitest';
import { bannerEyebrow, GRADIENT_HEIGHTS, isWholeBannerLink, heroBottomPadding, OVERLAY_WIDTHS, promotionEvent, readableTextColor, stripLinks } from './banner';

describe('banner layout constants', () => {
  it('maps gradient styles to heights', () => {
    expect(GRADIENT_HEIGHTS).toEqual({ full: '35%', focused: '50%', off: '0' });
  });

  it('maps overlay widths to 1/3, 1/2, 2/3 and 11/12', () => {
    expect(Object.values(OVERLAY_WIDTHS).map((width) => Math.round(parseFloat(width) * 100) / 10000)).toEqual([0.3333, 0.5, 0.6667, 0.9167]);
  });

  it('pads a hero with navigation padding more', () => {
    expect(heroBottomPadding(true)).toBe('6.75rem');
    expect(heroBottomPadding(false)).toBe('2.5rem');
    expect(heroBottomPadding(undefined)).toBe('2.5rem');
  });
});

describe('bannerEyebrow', () => {
  it('reads a plain string as the eyebrow text', () => {
    expect(bannerEyebrow('Spring 2026')).toEqual({ text: 'Spring 2026' });
  });

  it('keeps an eyebrow object and treats none as empty', () => {
    const logo = { url: '/images/banner/logo.svg', alt: 'Ridgeline', width: 120, height: 40 };
    expect(bannerEyebrow({ text: 'New', logo })).toEqual({ text: 'New', logo });
    expect(bannerEyebrow(undefined)).toEqual({});
  });
});

describe('stripLinks', () => {
  it('removes anchors but keeps their text and other markup', () => {
    expect(stripLinks('<p>Read the <a href="/en-us/help">guide</a> <strong>now</strong></p>')).toBe('<p>Read the guide <strong>now</strong></p>');
  });

  it('leaves abbr-like tags starting with a alone', () => {
    expect(stripLinks('<p>no links</p><br>')).toBe('<p>no links</p><br>');
  });
});

describe('promotionEvent', () => {
  it('carries the creative name, promotion id and name', () => {
    expect(promotionEvent('promotionClick', { creativeName: 'hero-a', promotionId: 'P1', promotionName: 'Spring' })).toEqual({
      event: 'promotionClick', creativeName: 'hero-a', promotionId: 'P1', promotionName: 'Spring',
    });
  });
});

describe('readableTextColor', () => {
  it('puts dark ink on light backgrounds and white on dark ones', () => {
    expect(readableTextColor('#f4efe6')).toBe('#17211b');
    expect(readableTextColor('#fff')).toBe('#17211b');
    expect(readableTextColor('#1f3b2d')).toBe('#ffffff');
  });

  it('leaves named or missing colours to the stylesheet', () => {
    expect(readableTextColor('rebeccapurple')).toBeUndefined();
    expect(readableTextColor(undefined)).toBeUndefined();
  });
});

describe('isWholeBannerLink', () => {
  it('makes a No-CTA banner with a media target one link', () => {
    expect(isWholeBannerLink({ linkType: 'No-CTA', mediaTarget: { url: '/en-us/promotions' } })).toBe(true);
  });

  it('keeps CTA banners, and No-CTA banners with nowhere to go, unlinked', () => {
    expect(isWholeBannerLink({ linkType: 'CTA', mediaTarget: { url: '/en-us/promotions' } })).toBe(false);
    expect(isWholeBannerLink({ linkType: 'No-CTA' })).toBe(false);
  });
});
