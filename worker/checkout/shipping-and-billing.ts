import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import { addressFields, type AddressInput, type StoredAddress } from '../../shared/address/schemas/address';
import type { BillingAddressBody, CheckoutAddress, ShippingAddressBody, ShippingMethodBody } from '../../shared/checkout/checkout-routes';
import { takesShoppersAddress } from '../../shared/checkout/shipment-methods';
import { stateOf, withState } from './checkout-state';
import { onBasket, readCheckoutCart, refused } from './opened-checkout';
import { fail } from './outcome';
import { subscribeToSms } from './sms-opt-in';

/*
 * Where the basket goes and whom it bills: the shipping address (with the SMS opt-in given with it),
 * each shipment's method, and the billing address.
 */

const asInput = (address: CheckoutAddress, approachType: 'S' | 'B'): AddressInput => ({ ...address, approachType });

/** The same address on every shipment that travels to one, after the backend's validation of it (PO box, phone, the country's rules). */
export const setShippingAddress = (inputs: ServiceInputs, body: ShippingAddressBody) =>
  onBasket(inputs, async (checkout) => {
    const address = asInput(body.address, 'S');
    const validated = await checkout.upstream.call(api.cart.validateShippingAddress, { params: { basketId: checkout.basketId }, body: { address } });
    if (!validated.ok) return refused(checkout, validated);
    const current = await readCheckoutCart(checkout);
    if (!current.ok) return refused(checkout, current);
    const targets = current.data.shippingMethods.filter((shipment) => takesShoppersAddress(shipment.shippingMethod.code));
    if (!targets.length) return stateOf(checkout, current.data);
    const { main: _main, ...fields } = address;
    const smsOptIn = body.smsOptIn?.accepted;
    const set = await checkout.upstream.call(api.cart.setShippingAddress, {
      params: { basketId: checkout.basketId },
      body: { addresses: targets.map((shipment) => ({ ...fields, shippingId: shipment.shippingId })), ...(smsOptIn === undefined ? {} : { smsOptIn }) },
    });
    if (set.ok && smsOptIn && checkout.registered) await subscribeToSms(checkout.upstream, inputs.ctx.site, address.phone ?? '', address.countryCode ?? inputs.ctx.site.country);
    return withState(checkout, set);
  });

/**
 * A shipment's method. Its address stays with the shipment it was given to (a shipment is named by
 * its method): a home address never follows it to a pick-up point, nor a collection point home.
 */
export const setShippingMethod = (inputs: ServiceInputs, body: ShippingMethodBody) =>
  onBasket(inputs, async (checkout) => {
    const set = await checkout.upstream.call(api.cart.setShippingMethod, { body: { cartId: checkout.basketId, code: body.code, shippingId: body.shippingId, shopperAppliedSM: true } });
    if (!set.ok) return refused(checkout, set);
    return withState(checkout, await readCheckoutCart(checkout));
  });

/** A kept address back as the fields a form sends. */
export function inputOf(address: StoredAddress, approachType: 'S' | 'B'): AddressInput {
  return { approachType, ...addressFields(address) };
}

export const setBillingAddress = (inputs: ServiceInputs, body: BillingAddressBody) =>
  onBasket(inputs, async (checkout) => {
    let address: AddressInput;
    if ('sameAsShipping' in body) {
      const current = await readCheckoutCart(checkout);
      if (!current.ok) return refused(checkout, current);
      // Only a home delivery's address is the shopper's: a pick-up point's is the collection point's.
      const home = current.data.shippingMethods.find((shipment) => takesShoppersAddress(shipment.shippingMethod.code));
      const shipping = current.data.shippingAddresses.find((entry) => entry.shippingId === home?.shippingId)?.address;
      if (!shipping) return fail(409, 'BIL400', 'There is no home delivery address to bill to');
      address = inputOf(shipping, 'B');
    } else address = asInput(body.address, 'B');
    return withState(checkout, await checkout.upstream.call(api.cart.setBillingAddress, { params: { basketId: checkout.basketId }, body: { address } }));
  });
