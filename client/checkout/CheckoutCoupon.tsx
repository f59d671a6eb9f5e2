import { useState } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { errorMessage } from '../../shared/i18n/error-message';
import { useT } from '../state/i18n';
import { cartCall } from '../cart/cart-client';
import { CouponForm } from '../cart/CouponForm';
import { readCheckout } from './checkout-client';

/**
 * Promo codes at checkout, as on the cart page and through the same cart routes: a code applied
 * or removed here changes the basket's totals, so the checkout state is read again after each.
 */
export function CheckoutCoupon({ checkout, onState }: { checkout: CheckoutState; onState(state: CheckoutState): void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(call: () => ReturnType<typeof cartCall>): Promise<boolean> {
    setBusy(true);
    const result = await call();
    const state = result.ok ? await readCheckout() : null;
    setBusy(false);
    if (!result.ok) {
      setError(errorMessage(t, result.error));
      return false;
    }
    setError(null);
    if (state?.ok) onState(state.data);
    return true;
  }

  return (
    <CouponForm
      title={t('checkout.coupon.title')}
      className="checkout-coupon"
      coupons={checkout.cart.couponItems}
      error={error}
      busy={busy}
      apply={(code) => change(() => cartCall('PUT', '/coupon', { code }))}
      remove={(code) => void change(() => cartCall('DELETE', `/coupon/${encodeURIComponent(code)}`))}
    />
  );
}
