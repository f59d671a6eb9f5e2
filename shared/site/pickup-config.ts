import type { Site } from './sites';

/*
 * Whether a site requires the pickup contact (email, phone and the name of who collects) for a
 * shipment picked up in store or at a collection point. Canada's and Norway's stores hand an
 * order only to the named contact they have texted; elsewhere the contact is optional (the
 * billing details reach the shopper).
 */
const REQUIRED_IN: ReadonlySet<string> = new Set(['en-ca', 'fr-ca', 'nb-no']);

export function pickupContactRequired(site: Pick<Site, 'locale'>): boolean {
  return REQUIRED_IN.has(site.locale);
}
