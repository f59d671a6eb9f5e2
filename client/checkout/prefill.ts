import type { CheckoutState, ShopperContact } from '../../shared/checkout/checkout-routes';
import type { ApproachType } from '../../shared/address/schemas/address';
import type { Site } from '../../shared/site';
import { formatPhone } from '../../shared/validation/phone';
import { blank, valuesOf, type AddressValues } from '../account';
import { ownSavedAddress } from './shipping-address';

/*
 * Where a checkout form starts for a shopper who has told us who they are: a signed-in shopper's
 * main saved address, else a new address already holding their name, email and phone. A guest
 * starts from an empty form.
 */

/** An address form's first values: the main saved address, else the shopper's own details on an otherwise empty address. */
export function startingAddress(site: Site, checkout: Pick<CheckoutState, 'savedAddresses'>, contact: ShopperContact | null, approachType: ApproachType): AddressValues {
  const own = ownSavedAddress(checkout);
  if (own) return { ...valuesOf(own), approachType, main: false };
  const empty = { ...blank(site), approachType };
  if (!contact) return empty;
  return { ...empty, firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone ? formatPhone(contact.phone, { phoneCountry: site.country }) : '' };
}

/** The pickup contact form's first values: who the shopper is, when signed in. */
export function startingPickupContact(site: Site, contact: ShopperContact | null): { contactName: string; email: string; phone: string } {
  if (!contact) return { contactName: '', email: '', phone: '' };
  return { contactName: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email, phone: contact.phone ? formatPhone(contact.phone, { phoneCountry: site.country }) : '' };
}
