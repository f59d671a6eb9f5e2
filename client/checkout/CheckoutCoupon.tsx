import { useId, useState, type FormEvent } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { errorMessage } from '../../shared/i18n/error-message';
import { useT } from '../state/i18n';
import { cartCall } from '../cart/cart-client';
import { readCheckout } from './checkout-client';

/**
 * Promo codes at checkout, as on the cart page and through the same cart routes: a code applied
 * or removed here changes the basket's totals, so the checkout state is read again after each.
 */
export function CheckoutCoupon({ checkout, onState }: { checkout: CheckoutState; onState(state: CheckoutState): void }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('validation.required'));
      return;
    }
    if (await change(() => cartCall('PUT', '/coupon', { code: code.trim() }))) setCode('');
  }

  return (
    <section className="coupon checkout-coupon" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('checkout.coupon.title')}</h3>
      <form className="coupon__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`}>{t('cart.couponLabel')}</label>
        <input id={`${id}-code`} name="code" value={code} maxLength={50} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} onChange={(event) => setCode(event.target.value)} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('cart.couponApply')}
        </button>
        <p id={`${id}-error`} className="coupon__error" role="alert">
          {error}
        </p>
      </form>
      <ul className="coupon__applied">
        {checkout.cart.couponItems.map((coupon) => (
          <li key={coupon.code}>
            {t('cart.couponApplied', { code: coupon.code })}{' '}
            <button type="button" className="link-button" disabled={busy} aria-label={t('cart.couponRemove', { code: coupon.code })} onClick={() => void change(() => cartCall('DELETE', `/coupon/${encodeURIComponent(coupon.code)}`))}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
