import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { keepFocus } from './focus-after';
import { useT } from '../state/i18n';

export interface CouponFormProps {
  /** The codes on the basket, each with a button removing it. */
  coupons: readonly { code: string }[];
  /** The last apply or remove refusal, in words, when the page shows it here. */
  error: string | null;
  busy: boolean;
  /** Applies the code; true when it was, so the field empties for the next one. */
  apply(code: string): Promise<boolean>;
  /** Removes the code; a promise lets focus wait for the list to change. */
  remove(code: string): void | Promise<unknown>;
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
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
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
        <input ref={input} id={`${id}-code`} name="code" value={code} maxLength={50} autoComplete="off" aria-invalid={shown ? true : undefined} aria-describedby={`${id}-error`} onChange={(event) => setCode(event.target.value)} />
        {/* Busy, not disabled: a disabled button would drop the shopper's focus to the page. */}
        <button type="submit" className="button" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
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
            <button
              type="button"
              className="link-button"
              aria-disabled={busy || undefined}
              aria-label={t('cart.couponRemove', { code: coupon.code })}
              onClick={() => {
                if (busy) return;
                // The removed code's row goes away: focus goes back to the code field.
                void Promise.resolve(remove(coupon.code)).then(() => keepFocus(() => input.current));
              }}
            >
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
