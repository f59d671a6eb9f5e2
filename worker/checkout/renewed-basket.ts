import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import { addressFields } from '../../shared/address/schemas/address';
import type { CartItem } from '../../shared/cart/schemas/cart';
import { takesShoppersAddress } from '../../shared/checkout/shipment-methods';
import { cartCount, cartSession } from '../cart';
import { rememberCartCount } from '../decisions';
import { open, readCheckoutCart } from './opened-checkout';
import { choosePoint, searchPoints } from './collection-points';
import { linesToMove, newItemsOf, type DeliveryPlan } from './delivery-plan';

/*
 * After the issuer refuses a held order, the backend retires its basket. The shopper is sent back
 * to choose another way to pay, nothing else: so a new basket is made with the same lines, each
 * delivered as before (home, the store, the pick-up point), with the same pickup contact, home
 * address and billing address. Each step builds on the last; a step the backend refuses (a store
 * no longer serving a line, say) stops there, and the checkout's step rule then shows the shopper
 * the first step still to complete.
 */

/** The same line of the new basket: the first not yet matched with this product and, for a pickup line, this store. */
function matchLine(items: readonly CartItem[], used: Set<string>, productId: string): CartItem | undefined {
  return items.find((item) => !used.has(item.itemId) && item.productId === productId && item.shippingOptions.selected !== 'pickup');
}

/** Makes the session's new basket from the plan; false when not even its lines could be put back. */
export async function renewBasket(inputs: ServiceInputs, plan: DeliveryPlan): Promise<boolean> {
  if (!plan.lines.length) return false;
  const session = await cartSession(inputs);
  if (await session.ensureShopper()) return false;
  const created = await session.upstream.call(api.cart.createCartWithItem, { body: { items: newItemsOf(plan) } });
  if (!created.ok) return false;
  await session.rememberBasket(created.data.basketId);
  await rememberCartCount(inputs, cartCount(created.data));
  const checkout = await open(inputs);
  if ('ok' in checkout) return true;
  const { upstream, basketId } = checkout;

  let items = created.data.items;
  const used = new Set<string>();
  for (const line of linesToMove(plan)) {
    const item = matchLine(items, used, line.productId);
    if (!item) continue;
    used.add(item.itemId);
    const moved = await upstream.call(api.cart.setShippingMethod, {
      body: { cartId: basketId, itemId: item.itemId, code: line.code, shippingId: item.shipmentId, shopperAppliedSM: true, ...(line.code === 'sts' && line.storeId ? { storeId: line.storeId } : {}) },
    });
    if (!moved.ok) return true;
    items = moved.data.items;
  }

  // Who collects comes first: a collection point's label is addressed to them.
  if (plan.pickupContact) {
    const contact = await upstream.call(api.cart.setPickupContact, { params: { basketId }, body: plan.pickupContact });
    if (!contact.ok) return true;
  }
  const current = await readCheckoutCart(checkout);
  if (!current.ok) return true;
  const homeShipments = current.data.shippingMethods.filter((shipment) => takesShoppersAddress(shipment.shippingMethod.code));
  if (plan.home && homeShipments.length) {
    const fields = addressFields(plan.home);
    const set = await upstream.call(api.cart.setShippingAddress, {
      params: { basketId },
      body: { addresses: homeShipments.map((shipment) => ({ ...fields, approachType: 'S' as const, shippingId: shipment.shippingId })), ...(plan.smsOptIn === null ? {} : { smsOptIn: plan.smsOptIn }) },
    });
    if (!set.ok) return true;
  }
  const pudo = current.data.shippingMethods.find((shipment) => shipment.shippingMethod.code === 'pudo');
  if (plan.collectionPoint && pudo) {
    // The kept address is the point's own (its name on the second line): the search near its postal code finds it again.
    const kept = plan.collectionPoint;
    const points = await searchPoints(checkout, kept.postalCode);
    const point = points.ok ? points.data.find((entry) => entry.name === kept.addressLine2 && entry.address.line1 === kept.addressLine1) : undefined;
    if (point) await choosePoint(checkout, { shippingId: pudo.shippingId, postalCode: kept.postalCode, storeId: point.storeId });
  }
  if (plan.billing) await upstream.call(api.cart.setBillingAddress, { params: { basketId }, body: { address: { ...addressFields(plan.billing), approachType: 'B' } } });
  return true;
}
