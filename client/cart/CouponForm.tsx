import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../state/i18n';

export interface CouponFormProps {
  /** The codes on the basket, each with a button removing it. */
  coupons: readonly { code: string }[];
  /** The last apply or remove refusal, in words, when the page shows it here. */
  error: string | null;
  busy: boolean;
  /** Applies the code; true when it was, so the field empties for the next one. */
  apply(code: string): Promise<boolean>;
  remove(code: string): void;
  /** A heading over the form, where it sits among other sections (at checkout). */
  title?: string;
  className?: string;
}

/**
 * Promo code entry, on the cart page and at checkout alike: a code typed and applied (an empty one
 * is refused here), the refusal at the field, and the codes applied listed with a remove button.
 * The button is named "Apply" on both pages; the checkout's other panels name theirs by what they
 * apply, so the billing step never has two buttons of one name.
 */
export function CouponForm({ coupons, error, busy, apply, remove, title, className }: CouponFormProps) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    if (await apply(code.trim())) setCode('');
  }

  const shown = empty ? t('validation.required') : error;
  const body: ReactNode = (
    <>
      <form className="coupon__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`}>{t('cart.couponLabel')}</label>
        <input id={`${id}-code`} name="code" value={code} maxLength={50} autoComplete="off" aria-invalid={shown ? true : undefined} aria-describedby={`${id}-error`} onChange={(event) => setCode(event.target.value)} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('cart.couponApply')}
        </button>
        <p id={`${id}-error`} className="coupon__error" role="alert">
          {shown}
        </p>
      </form>
      <ul className="coupon__applied">
        {coupons.map((coupon) => (
          <li key={coupon.code}>
            {t('cart.couponApplied', { code: coupon.code })}{' '}
            <button type="button" className="link-button" disabled={busy} aria-label={t('cart.couponRemove', { code: coupon.code })} onClick={() => remove(coupon.code)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </>
  );
  const classes = className ? `coupon ${className}` : 'coupon';
  return title ? (
    <section className={classes} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  );
}
