import { addressOneLine, postalOfStored } from '../../shared/address/display';
import type { Site } from '../../shared/site';
import { ADDRESS_FIELDS, addressFields, type AddressField, type StoredAddress } from '../../shared/address/schemas/address';
import { errorMessage, type MessageKey, type Translate } from '../../shared/i18n';
import type { ApiError } from '../api';
import type { ErrorId } from '../../shared/errors';
import type { AddressRefusal, AddressValues } from '../account';
import type { CheckoutAddress } from '../../shared/checkout/checkout-routes';

/*
 * The checkout's refusals in the site's words: kept with the checkout's code rather than in the
 * shared error table, so no other page downloads them. Any other id is worded by the shared table
 * (or the server's own message).
 */
const CHECKOUT_ERROR_IDS = [
  'CHK380', 'CHK320', 'SHP500', 'SHIPPING_POBOX_UNAVAILABLE', 'SHP410', 'BIL400', 'BILL410', 'PAY400', 'PAYMENT_ERROR', 'PYT402',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'PYT400', 'CC_EXPIRY_DATE_INVALID', 'ITEM_NO_LONGER_AVAILABLE', 'TAX309', 'ORD415',
] as const satisfies readonly ErrorId[];
const CHECKOUT_ERRORS = new Set<string>(CHECKOUT_ERROR_IDS);

// Every id has its message in every catalogue: a missing key fails the type check here.
const keyOf = (errorId: (typeof CHECKOUT_ERROR_IDS)[number]): MessageKey => `checkout.error.${errorId}`;

export function checkoutError(t: Translate, error: ApiError): string {
  return CHECKOUT_ERRORS.has(error.errorId) ? t(keyOf(error.errorId as (typeof CHECKOUT_ERROR_IDS)[number]) as 'checkout.error.CHK380') : errorMessage(t, error);
}

/** The field a refusal is about when the backend names none: the PO box is the street line, the missing phone the phone. */
const FIELD_OF: Readonly<Record<string, AddressField>> = { SHP500: 'addressLine1', SHIPPING_POBOX_UNAVAILABLE: 'addressLine1', SHP410: 'phone', BILL410: 'phone' } satisfies Partial<Record<ErrorId, AddressField>>;

const isAddressField = (field: string | undefined): field is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(field ?? '');

/** A refused address in the site's words, at the field it is about when there is one. */
export function addressRefusal(t: Translate, error: ApiError): AddressRefusal {
  const field = isAddressField(error.field) ? error.field : FIELD_OF[error.errorId];
  return { message: checkoutError(t, error), ...(field ? { field } : {}) };
}

/** The form's values as the checkout takes them: the step decides the address's type. */
export function checkoutAddress(values: AddressValues): CheckoutAddress {
  const { approachType: _type, main: _main, ...fields } = values;
  return fields;
}

/** A saved address as the checkout takes it. */
export function savedAddressInput(address: StoredAddress): CheckoutAddress {
  return addressFields(address);
}

/** One line naming an address as its country writes it, as the steps and the summary show it. */
export function addressLine(address: StoredAddress, site: Pick<Site, 'locale' | 'country'>): string {
  return addressOneLine(postalOfStored(address), { locale: site.locale, siteCountry: site.country });
}
