import { describe, expect, it } from 'vitest';
import { SITES } from '../../../shared/site';
import { deliveryPrice, freeShippingThreshold, withMarketFigures, type CanvasContext } from './context';
import { staticPageCanvases } from './pages';

const ctxOf = (locale: string): CanvasContext => ({ site: SITES.find((site) => site.locale === locale)!, locale, mode: 'publish' });

describe('market figures in copy', () => {
  it('writes each site’s free-shipping threshold in its own money format, without zero cents', () => {
    expect(SITES.map((site) => freeShippingThreshold(ctxOf(site.locale)))).toEqual(['$99', 'CAD\u00a0129', 'CAD\u00a0129', '£75', '89\u00a0€', '999\u00a0kr']);
  });

  it('keeps the cents of a delivery price that has them', () => {
    expect(deliveryPrice(ctxOf('en-us'), 'standard')).toBe('$7.95');
    expect(deliveryPrice(ctxOf('de-de'), 'pudo')).toBe('3,95\u00a0€');
    expect(deliveryPrice(ctxOf('nb-no'), 'standard')).toBe('79\u00a0kr');
  });

  it('fills the placeholders of plain-string copy', () => {
    expect(withMarketFigures(ctxOf('en-gb'), 'Free over {freeShippingThreshold}; {deliveryPrice:standard} or {deliveryPrice:pudo}')).toBe('Free over £75; £4.95 or £3.95');
  });

  it('states the threshold and costs on the shipping terms page from the market', () => {
    const [, canvas] = staticPageCanvases(ctxOf('de-de')).find(([slug]) => slug === 'policies/shipping-terms')!;
    const text = JSON.stringify(canvas.sections);
    expect(text).toContain('89\u00a0€');
    expect(text).toContain('4,95\u00a0€');
    expect(text).not.toMatch(/\{(freeShippingThreshold|deliveryPrice)/);
  });
});
