import { useId, useState, type FormEvent } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { RewardCardNumberSchema, RewardCardPinSchema } from '../../shared/payments/schemas/payment-instruments';
import { useT } from '../state/i18n';
import { addMethod, GIFT_CARD_EXISTS, giftCardSaveMessage } from './saved-methods/payment-client';
import type { CheckoutCalls, StateResult } from './panel-props';

export interface RewardCardFormProps {
  checkout: CheckoutState;
  calls: CheckoutCalls;
  busy: boolean;
  run(call: () => Promise<StateResult>): Promise<boolean>;
}

/**
 * A reward card typed at checkout: saved to the shopper's account (where reward cards live, and
 * where its PIN is checked) and then used for this order. One saved already is simply used.
 */
export function RewardCardForm({ checkout, calls, busy, run }: RewardCardFormProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** The saved card ending in `last4` that this basket does not use yet. */
  const savedEndingIn = (last4: string) => checkout.savedRewards?.find((saved) => saved.kind === 'REWARD_CARD' && saved.label === last4)?.paymentInstrumentId;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const number = RewardCardNumberSchema.safeParse(String(data.get('number') ?? ''));
    const pin = RewardCardPinSchema.safeParse(String(data.get('pin') ?? ''));
    if (!number.success || !pin.success) return setError(t('payment.rewardCard.invalid'));
    const last4 = number.data.slice(-4);
    setSaving(true);
    const saved = await addMethod({ type: 'REWARD_CARD', number: number.data, pin: pin.data });
    setSaving(false);
    let instrumentId: string | undefined;
    if (saved.ok) {
      const known = new Set(checkout.savedRewards?.map((reward) => reward.paymentInstrumentId));
      const cards = saved.data.paymentInstruments.filter((method) => method.payment_method_id === 'REWARD_CARD' && method.rewardCard.last4 === last4);
      instrumentId = (cards.find((card) => !known.has(card.paymentInstrumentId)) ?? cards[0])?.paymentInstrumentId;
    } else if (saved.error.errorId === GIFT_CARD_EXISTS) {
      instrumentId = savedEndingIn(last4);
    } else {
      return setError(giftCardSaveMessage(t, saved.error));
    }
    if (!instrumentId) return setError(t('payment.giftCardSaveFailed'));
    setError(null);
    const paymentInstrumentId = instrumentId;
    if (await run(() => calls.addPaymentInstrument({ paymentMethodId: 'REWARD_CARD', paymentInstrumentId }))) form.reset();
  }

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <form className="coupon__form checkout-reward__card" noValidate onSubmit={(event) => void submit(event)} data-testid="reward-card-form">
      <div className="field">
        <label htmlFor={`${id}-number`}>{t('payment.rewardCard.number')}</label>
        <input id={`${id}-number`} name="number" autoComplete="off" spellCheck={false} autoCapitalize="characters" maxLength={16} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      </div>
      <div className="field field--short">
        <label htmlFor={`${id}-pin`}>{t('payment.rewardCard.pin')}</label>
        <input id={`${id}-pin`} name="pin" type="password" inputMode="numeric" autoComplete="off" maxLength={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      </div>
      <button type="submit" className="button" disabled={busy || saving} aria-busy={busy || saving || undefined}>
        {t('checkout.reward.useCard')}
      </button>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
