import { useId, type FormEvent } from 'react';
import type { CheckoutCalls, PaymentPanelProps, PaymentPanels } from './panel-props';
import { useT } from '../state/i18n';
import { money } from '../cart';
import type { ApiError } from '../api/call-api';
import type { Translate } from '../../shared/i18n/translator';
import { useStateCall } from './state-call';
import { RewardCardForm } from './RewardCardForm';
import type { ErrorId } from '../../shared/errors';

/** The promotion codes a reward refusal reuses, in a reward's words; any other refusal in the checkout's. */
function rewardError(t: Translate, error: ApiError, refusal: CheckoutCalls['refusal']): string {
  if (error.errorId === ('PRM130' satisfies ErrorId)) return t('checkout.reward.invalid');
  if (error.errorId === ('PRM150' satisfies ErrorId)) return t('checkout.reward.redeemed');
  if (error.errorId === ('PRM416' satisfies ErrorId)) return t('checkout.reward.alreadyApplied');
  return refusal(t, error);
}

/**
 * Reward codes and reward cards. A code takes a fixed amount off the order; a card pays its
 * balance, up to the whole order. Anyone may type a code; a signed-in shopper may also use the
 * codes and cards saved in their account, or type a card here, which saves it there. One panel for
 * both methods, shown once.
 */
export function RewardPayment({ site, checkout, signedIn, calls, onState }: PaymentPanelProps) {
  const t = useT();
  const id = useId();
  const { busy, error, setError, run } = useStateCall(onState, (translate, error) => rewardError(translate, error, calls.refusal));
  const { currency } = checkout.cart.totals;
  const applied = checkout.paymentInstruments.filter((instrument) => instrument.paymentMethodId === 'REWARD_CODE' || instrument.paymentMethodId === 'REWARD_CARD');
  const cardsOffered = signedIn && checkout.paymentMethods.some((method) => method.id === 'REWARD_CARD');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get('rewardCode') ?? '').trim();
    if (!/^[A-Za-z0-9-]{6,24}$/.test(code)) {
      setError(t('checkout.reward.invalid'));
      return;
    }
    if (await run(() => calls.addPaymentInstrument({ paymentMethodId: 'REWARD_CODE', rewardCode: code }))) form.reset();
  }

  const name = (instrument: (typeof applied)[number]) =>
    instrument.paymentMethodId === 'REWARD_CODE' ? t('payment.rewardCode.item', { code: instrument.details?.code ?? '' }) : t('payment.rewardCard.item', { last4: instrument.details?.last4 ?? '' });

  return (
    <section className="checkout-choice checkout-reward" aria-labelledby={`${id}-title`} data-testid="reward-payment">
      <h4 id={`${id}-title`}>{t('checkout.reward.title')}</h4>
      {applied.length ? (
        <ul className="coupon__applied">
          {applied.map((instrument) => (
            <li key={instrument.paymentInstrumentId}>
              {t(instrument.paymentMethodId === 'REWARD_CARD' ? 'checkout.reward.cardPays' : 'checkout.reward.applied', { name: name(instrument), amount: money(instrument.amount, site, currency) })}{' '}
              <button type="button" className="link-button" disabled={busy} aria-label={t('checkout.reward.remove', { name: name(instrument) })} onClick={() => void run(() => calls.removePaymentInstrument(instrument.paymentInstrumentId))}>
                {t('cart.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="coupon__form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-code`}>{t('payment.rewardCode')}</label>
        <input id={`${id}-code`} name="rewardCode" autoComplete="off" autoCapitalize="characters" maxLength={24} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('checkout.reward.apply')}
        </button>
      </form>
      {signedIn && checkout.savedRewards?.length ? (
        <ul className="coupon__applied">
          {checkout.savedRewards
            .filter((saved) => !applied.some((instrument) => (saved.kind === 'REWARD_CODE' ? instrument.details?.code === saved.label : instrument.details?.last4 === saved.label)))
            .map((saved) => {
              const label = saved.kind === 'REWARD_CODE' ? t('payment.rewardCode.item', { code: saved.label }) : t('payment.rewardCard.item', { last4: saved.label });
              return (
                <li key={saved.paymentInstrumentId}>
                  <button type="button" className="link-button" disabled={busy} onClick={() => void run(() => calls.addPaymentInstrument(saved.kind === 'REWARD_CODE' ? { paymentMethodId: 'REWARD_CODE', paymentInstrumentId: saved.paymentInstrumentId } : { paymentMethodId: 'REWARD_CARD', paymentInstrumentId: saved.paymentInstrumentId }))}>
                    {t('checkout.reward.useSaved', { name: label })}
                  </button>
                </li>
              );
            })}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {cardsOffered ? <RewardCardForm checkout={checkout} calls={calls} busy={busy} run={run} /> : null}
    </section>
  );
}

/** Reward codes and cards share this panel, shown under the code's method, which every basket offers; the card's method has none of its own. */
export const REWARD_PANELS = { REWARD_CODE: RewardPayment, REWARD_CARD: null } as const satisfies PaymentPanels;
