import { ADDRESS_FIELDS, type AddressField, type StoredAddress } from '../../shared/schemas/address';
import { errorMessage, type Translate } from '../../shared/i18n';
import type { ApiError } from '../api';
import type { AddressRefusal, AddressValues } from '../components/account/addresses/AddressForm';
import type { CheckoutAddress } from '../../shared/checkout/checkout-routes';

/** The field a refusal is about when the backend names none: the PO box is the street line, the missing phone the phone. */
const FIELD_OF: Readonly<Record<string, AddressField>> = { SHP500: 'addressLine1', SHIPPING_POBOX_UNAVAILABLE: 'addressLine1', SHP410: 'phone', BILL410: 'phone' };

const isAddressField = (field: string | undefined): field is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(field ?? '');

/** A refused address in the site's words, at the field it is about when there is one. */
export function addressRefusal(t: Translate, error: ApiError): AddressRefusal {
  const field = isAddressField(error.field) ? error.field : FIELD_OF[error.errorId];
  return { message: errorMessage(t, error), ...(field ? { field } : {}) };
}

/** The form's values as the checkout takes them: the step decides the address's type. */
export function checkoutAddress(values: AddressValues): CheckoutAddress {
  const { approachType: _type, main: _main, ...fields } = values;
  return fields;
}

/** A saved address as the checkout takes it. */
export function savedAddressInput(address: StoredAddress): CheckoutAddress {
  return {
    firstName: address.recipientFirstName,
    lastName: address.recipientLastName,
    email: address.recipientContactEmail,
    phone: address.recipientContactPhone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    province: address.stateCityProvDept ?? '',
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}

/** One line naming an address, as the steps and the summary show it. */
export function addressLine(address: StoredAddress): string {
  return [`${address.recipientFirstName} ${address.recipientLastName}`, address.addressLine1, address.addressLine2, `${address.postalCode} ${address.city}`, address.countryCode].filter(Boolean).join(', ');
}
