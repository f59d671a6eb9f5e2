import { marketOf, RETURNS, STANDARD_DELIVERY, toMajor, toMinor, type DayRange } from '../market';
import type { Site } from '../site/sites';

const SCHEMA = 'https://schema.org';

const days = (range: DayRange) => ({ '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitCode: 'DAY' });

/** schema.org MerchantReturnPolicy for the site's country: the same window and fees the returns page states. */
export function returnPolicyJsonLd(site: Pick<Site, 'country'>): Record<string, unknown> {
  const methods = [...(RETURNS.byMail ? [`${SCHEMA}/ReturnByMail`] : []), ...(RETURNS.atStore ? [`${SCHEMA}/ReturnInStore`] : [])];
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: site.country,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: RETURNS.windowDays,
    returnMethod: methods.length === 1 ? methods[0] : methods,
    returnFees: RETURNS.free ? `${SCHEMA}/FreeReturn` : `${SCHEMA}/ReturnShippingFees`,
  };
}

/**
 * schema.org OfferShippingDetails for standard delivery within the site's country, at what an
 * order of this one item pays: free from the market's free-shipping spend, its standard delivery
 * cost below it, in the site's currency.
 */
export function shippingDetailsJsonLd(site: Pick<Site, 'siteId' | 'country' | 'currency'>, itemPrice: number): Record<string, unknown> {
  const market = marketOf(site);
  const free = toMinor(itemPrice, site.currency) >= market.freeShipping.threshold;
  const cost = free ? 0 : market.delivery.standard;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: toMajor(cost, site.currency).toFixed(2), currency: site.currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: site.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(STANDARD_DELIVERY.handlingDays),
      transitTime: days(STANDARD_DELIVERY.transitDays),
    },
  };
}
