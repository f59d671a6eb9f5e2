import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { CheckoutState, CollectionPointBody, CollectionPoints } from '../../shared/checkout/checkout-routes';
import type { PickupStore } from '../../shared/checkout/schemas/checkout';
import type { Store } from '../../shared/location/schemas/stores';
import { withState } from './checkout-state';
import { onBasket, readCheckoutCart, refused, type Checkout } from './opened-checkout';
import { fail, type Outcome } from './outcome';

/*
 * Collection points for a shipment sent to a pick-up point: those near a postal code (the stores
 * API), and the one the shopper picks, which becomes the shipment's address. The point is looked
 * up again when chosen, so the browser never names an address; the parcel is addressed to who
 * collects it (the pickup contact, else the name already on the shipment).
 */

const pointOf = (store: Store): PickupStore => ({ storeId: store.storeId, name: store.name, address: store.address });

export async function searchPoints(checkout: Checkout, postalCode: string): Promise<Outcome<PickupStore[]>> {
  const found = await checkout.upstream.call(api.stores.collectionPoints, { body: { postalCode } });
  if (found.ok) return { ok: true, data: found.data.stores.map(pointOf) };
  // None near that postal code is an answer, not a failure.
  return found.errorId === 'STR404' ? { ok: true, data: [] } : refused(checkout, found);
}

export const collectionPoints = (inputs: ServiceInputs, postalCode: string) =>
  onBasket<CollectionPoints>(inputs, async (checkout) => {
    const points = await searchPoints(checkout, postalCode);
    return points.ok ? { ok: true, data: { points: points.data } } : points;
  });

export const chooseCollectionPoint = (inputs: ServiceInputs, body: CollectionPointBody) => onBasket<CheckoutState>(inputs, (checkout) => choosePoint(checkout, body));

export async function choosePoint(checkout: Checkout, body: CollectionPointBody): Promise<Outcome<CheckoutState>> {
  const [current, points] = await Promise.all([readCheckoutCart(checkout), searchPoints(checkout, body.postalCode)]);
  if (!current.ok) return refused(checkout, current);
  if (!points.ok) return points;
  const shipment = current.data.shippingMethods.find((entry) => entry.shippingId === body.shippingId && entry.shippingMethod.code === 'pudo');
  if (!shipment) return fail(404, 'SHP404', 'The basket has no such pick-up point shipment', { field: 'shippingId' });
  const point = points.data.find((entry) => entry.storeId === body.storeId);
  if (!point) return fail(404, 'STR404', 'No such collection point near that postal code', { field: 'storeId' });
  const contact = current.data.pickupContact;
  const named = current.data.shippingAddresses.find((entry) => entry.shippingId === body.shippingId)?.address;
  const [firstName = '', ...rest] = (contact?.contactName ?? '').split(/\s+/);
  const recipient = contact
    ? { firstName, lastName: rest.join(' ') || firstName, email: contact.email, phone: contact.phone }
    : named
      ? { firstName: named.recipientFirstName, lastName: named.recipientLastName, email: named.recipientContactEmail, phone: named.recipientContactPhone }
      : null;
  if (!recipient) return fail('PICKUP_CONTACT_MISSING', 'Say who collects the order first', { field: 'pickupContact' });
  const address = {
    ...recipient,
    approachType: 'S' as const,
    addressLine1: point.address.line1,
    // The point's name travels on the label, so the carrier and the shopper know where it waits.
    addressLine2: point.name,
    city: point.address.city,
    province: point.address.province ?? '',
    postalCode: point.address.postalCode,
    countryCode: point.address.country,
    shippingId: body.shippingId,
    collectionPointId: point.storeId,
  };
  return withState(checkout, await checkout.upstream.call(api.cart.setShippingAddress, { params: { basketId: checkout.basketId }, body: { addresses: [address] } }));
}
