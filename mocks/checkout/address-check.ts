import { addressSchema, storedPhone, type ValidAddress } from '../../shared/address';
import type { AddressInput, ApproachType, StoredAddress } from '../../shared/address/schemas/address';
import { deliversTo } from '../../shared/site/ship-to';
import type { Site } from '../../shared/site/sites';
import { addressRules } from '../data/address-rules';
import type { Refusal } from '../http';

/*
 * Addresses given at checkout, judged by the same per-country rules the address book uses, plus
 * what only delivery cares about: a phone to reach the shopper and no PO box.
 */

/** A PO box in an address line: no parcel carrier delivers there. */
const PO_BOX = /\bP\.?\s*O\.?\s*Box\b/i;

/**
 * An address checked for a basket: a country the basket's site does not deliver to is CHK380, a
 * field its rules refuse CHK320 (naming the field), an empty phone `phoneMissing`, a PO box SHP500
 * (shipping only).
 */
export function checkAddress(input: AddressInput, approachType: ApproachType, site: Pick<Site, 'siteId' | 'country' | 'locale'>, phoneMissing: Refusal): ValidAddress | Refusal {
  const country = String(input.countryCode ?? '').toUpperCase();
  const rules = addressRules(country, site.locale);
  if (!rules || !deliversTo(site, country)) return { errorId: 'CHK380', message: 'The shipping address is not valid: we do not deliver to this country', field: 'countryCode' };
  if (String(input.phone ?? '').trim() === '') return phoneMissing;
  const parsed = addressSchema(rules).safeParse({ ...input, approachType, countryCode: country });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return { errorId: 'CHK320', message: `The address is not valid${field ? `: ${field}` : ''}`, ...(field ? { field } : {}) };
  }
  if (approachType === 'S') {
    const line = (['addressLine1', 'addressLine2'] as const).find((name) => PO_BOX.test(parsed.data[name]));
    if (line) return { errorId: 'SHP500', message: 'We cannot deliver to a PO box', field: line };
  }
  return parsed.data;
}

export const SHIPPING_PHONE_MISSING: Refusal = { errorId: 'SHP410', message: 'A phone number is needed for delivery', field: 'phone' };
export const BILLING_PHONE_MISSING: Refusal = { errorId: 'BILL410', message: 'The billing address needs a phone number', field: 'phone' };

export function toStored(address: ValidAddress, approachType: ApproachType): StoredAddress {
  return {
    id: `chk${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`,
    approachType,
    main: false,
    recipientFirstName: address.firstName,
    recipientLastName: address.lastName,
    recipientContactEmail: address.email,
    recipientContactPhone: storedPhone(address),
    addressLine1: address.addressLine1,
    ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
    city: address.city,
    ...(address.province ? { stateCityProvDept: address.province } : {}),
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}
