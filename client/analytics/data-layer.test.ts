import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pushDataLayer,
  pushMobileMenuSectionClick,
  pushPopupClick,
  pushPopupExpand,
  pushPopupImpression,
  pushProductRecClick,
  pushProductRecImpressions,
  pushPromotionClick,
  pushPromotionImpression,
  pushSearchContentClick,
  pushTopNavClick,
  pushUpsellImpression,
  pushConsentUpdate,
  setConsentedCategories,
  type AnalyticsEvent,
} from './data-layer';

// A minimal browser: the gate reads <html data-consent>, pushes go to window.dataLayer.
function fakeBrowser(consent: string | undefined) {
  const dataset: Record<string, string> = consent === undefined ? {} : { consent };
  const win: { dataLayer?: AnalyticsEvent[] } = {};
  Object.assign(globalThis, { window: win, document: { documentElement: { dataset } } });
  return win;
}

const impression = { id: 'RL000001', name: 'Shell', price: 120, currency: 'USD', position: 1, recToken: 't1', list: 'recommendation carousel' };
const popup = { category: 'Newsletter', action: 'Newsletter Sign Up' };
const promotion = { creativeName: 'hero', promotionId: 'P1', promotionName: 'Spring' };
const everyPush = [
  () => pushProductRecImpressions('w1', [impression]),
  () => pushUpsellImpression('w2', [impression]),
  () => pushProductRecClick(impression),
  () => pushPromotionImpression(promotion),
  () => pushPromotionClick(promotion),
  () => pushTopNavClick('Men > Jackets'),
  () => pushMobileMenuSectionClick('Men', true),
  () => pushSearchContentClick({ searchTerm: 'tent', contentType: 'suggestion', label: 'tents', url: '/en-us/search?q=tents', position: 1 }),
  () => pushPopupImpression(popup, 'Newsletter pop-up'),
  () => pushPopupExpand(popup, 'Newsletter pop-up'),
  () => pushPopupClick(popup, 'Sign up'),
  () => pushConsentUpdate(['C0001', 'C0002']),
];

describe('the data layer consent gate (C0002)', () => {
  const saved = { window: (globalThis as { window?: unknown }).window, document: (globalThis as { document?: unknown }).document };
  afterEach(() => Object.assign(globalThis, saved));

  it.each([
    ['no consent attribute', undefined],
    ['required only', 'C0001'],
    ['everything but analytics', 'C0001 C0003 C0004'],
  ])('pushes nothing with %s, not even an empty array', (_name, consent) => {
    const win = fakeBrowser(consent);
    for (const push of everyPush) expect(push()).toBe(false);
    expect(win.dataLayer).toBeUndefined();
  });

  it('pushes every typed event with C0002', () => {
    const win = fakeBrowser('C0001 C0002');
    for (const push of everyPush) expect(push()).toBe(true);
    expect(win.dataLayer!.map((entry) => entry.event)).toEqual([
      'productRecImpressions',
      'upsellImpression',
      'productRecClick',
      'promotionImpression',
      'promotionClick',
      'topNavClick',
      'mobileMenuSectionClick',
      'search content click',
      'popupImpression',
      'popupExpand',
      'popupClick',
      'OneTrustGroupsUpdated',
    ]);
  });

  it('keeps the payload shapes the tag manager matches on', () => {
    const win = fakeBrowser('C0001 C0002');
    pushTopNavClick("Men > Men's Outerwear");
    pushPopupClick(popup, 'Sign up');
    pushProductRecClick(impression);
    pushConsentUpdate(['C0001', 'C0002']);
    expect(win.dataLayer).toEqual([
      { event: 'topNavClick', label: "Men > Men's Outerwear" },
      { event: 'popupClick', category: 'Newsletter', action: 'Newsletter Sign Up', label: 'Sign up' },
      { event: 'productRecClick', impressions: [impression] },
      { event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,C0002,' },
    ]);
  });

  describe('after the shopper chooses on the page', () => {
    let win: { dataLayer?: AnalyticsEvent[] };
    beforeEach(() => {
      win = fakeBrowser('C0001');
    });

    it('follows the categories the banner sets', () => {
      expect(pushDataLayer({ event: 'before' })).toBe(false);
      setConsentedCategories(['C0001', 'C0002']);
      expect(pushDataLayer({ event: 'after' })).toBe(true);
      setConsentedCategories(['C0001']);
      expect(pushDataLayer({ event: 'withdrawn' })).toBe(false);
      expect(win.dataLayer).toEqual([{ event: 'after' }]);
    });
  });

  it('does nothing on the server', () => {
    Object.assign(globalThis, { window: undefined, document: undefined });
    expect(pushTopNavClick('Men')).toBe(false);
  });
});
