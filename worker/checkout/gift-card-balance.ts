import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { GiftCardBalanceAnswer, GiftCardBalanceBody } from '../../shared/checkout/checkout-routes';
import { onBasket, refused } from './opened-checkout';

/**
 * A gift card's balance for the shopper at checkout (a guest too), in the site's currency: the
 * backend's answer, or its refusal with the catalogue code (GFC400, GFC800, GFC812…).
 */
export const giftCardBalance = (inputs: ServiceInputs, body: GiftCardBalanceBody) =>
  onBasket<GiftCardBalanceAnswer>(inputs, async (checkout) => {
    const result = await checkout.upstream.call(api.cart.giftCardBalance, { body });
    return result.ok ? { ok: true, data: result.data } : refused(checkout, result);
  });
