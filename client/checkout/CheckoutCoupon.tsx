import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { errorMessage } from '../../shared/i18n/error-message';
import { useT } from '../state/i18n';
import { cartCall, CouponForm } from '../cart';
import { readCheckout } from './checkout-client';
import { useStateCall } from '../payments';
import { cart as cartRoutes } from '../../shared/fapi/routes/cart';

/**
 * Promo codes at checkout, as on the cart page and through the same cart routes: a code applied
 * or removed here changes the basket's totals, so the checkout state is read again after each.
 */
export function CheckoutCoupon({ checkout, onState }: { checkout: CheckoutState; onState(state: CheckoutState): void }) {
  const t = useT();
  const { busy, error, run } = useStateCall(onState, errorMessage);
  const change = (call: () => ReturnType<typeof cartCall>) =>
    run(async () => {
      const result = await call();
      return result.ok ? readCheckout() : result;
    });

  return (
    <CouponForm
      title={t('checkout.coupon.title')}
      className="checkout-coupon"
      coupons={checkout.cart.couponItems}
      error={error}
      busy={busy}
      apply={(code) => change(() => cartCall(cartRoutes.applyCoupon, { body: { code } }))}
      remove={(code) => change(() => cartCall(cartRoutes.removeCoupon, { params: { code } }))}
    />
  );
}
