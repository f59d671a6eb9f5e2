import { useRef, useState } from 'react';
import type { ParsedCanvas } from '../../../shared/page';
import type { PaymentInstrument, SavedCard } from '../../../shared/payments/schemas/payment-instruments';
import { AccountLayout } from '../AccountLayout';
import { AddCardForm, EditCardForm, RewardForms, editCard, removeMethod, type CardFieldsFrame } from '../../payments';
import { CanvasSections } from '../../app/CanvasSections';
import { Dialog } from '../../components/Dialog';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import type { Translate } from '../../../shared/i18n';
import { definePageView } from '../../pages/page-view';

export const REMOVE_PAYMENT_METHOD_DIALOG = 'remove-payment-method';

export interface PaymentPageProps {
  canvas: ParsedCanvas | null;
  paymentInstruments: PaymentInstrument[] | null;
  problem: { errorId: string; message: string } | null;
  cardFields: CardFieldsFrame | null;
}

const BRAND_NAMES: Readonly<Record<string, string>> = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express', DISCOVER: 'Discover' };

/** How the page names a saved method, in its list, its buttons and the removal question. */
function methodName(t: Translate, method: PaymentInstrument): string {
  if (method.payment_method_id === 'CREDIT_CARD') return t('payment.card.label', { brand: BRAND_NAMES[method.card.brand] ?? method.card.brand, last4: method.card.last4 });
  if (method.payment_method_id === 'REWARD_CODE') return t('payment.rewardCode.item', { code: method.rewardCode.code });
  return t('payment.rewardCard.item', { last4: method.rewardCard.last4 });
}

/**
 * The account's payment methods: saved cards (main one first) with edit, main and remove, adding a
 * card through the payment provider's card fields, and reward codes and reward cards.
 */
export function PaymentPage({ canvas, paymentInstruments, problem, cardFields }: PaymentPageProps) {
  const t = useT();
  const { toasts, dialogs } = useStore();
  const [methods, setMethods] = useState(paymentInstruments);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PaymentInstrument | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  const rewardsHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes once the removal dialog has closed: the removed method's list (its button is gone), else back to that button.
  const afterRemoval = useRef<HTMLElement | null>(null);

  const cards = (methods ?? []).filter((method): method is SavedCard => method.payment_method_id === 'CREDIT_CARD');
  const rewards = (methods ?? []).filter((method) => method.payment_method_id !== 'CREDIT_CARD');

  async function makeMain(card: SavedCard) {
    setBusy(true);
    const result = await editCard(card.paymentInstrumentId, { main: true });
    setBusy(false);
    if (result.ok) setMethods(result.data.paymentInstruments);
    else toasts.show({ kind: 'error', title: t('payment.actionFailed') });
  }

  async function confirmRemoval() {
    if (!removing) return;
    setBusy(true);
    const result = await removeMethod(removing.paymentInstrumentId);
    setBusy(false);
    afterRemoval.current = result.ok ? (removing.payment_method_id === 'CREDIT_CARD' ? cardsHeading : rewardsHeading).current : null;
    dialogs.close(REMOVE_PAYMENT_METHOD_DIALOG);
    if (result.ok) {
      setMethods(result.data.paymentInstruments);
      toasts.show({ kind: 'success', title: t('payment.removed') });
    } else {
      toasts.show({ kind: 'error', title: t('payment.actionFailed') });
    }
  }

  function askRemoval(method: PaymentInstrument) {
    afterRemoval.current = null;
    setRemoving(method);
    dialogs.open(REMOVE_PAYMENT_METHOD_DIALOG);
  }

  const removeButton = (method: PaymentInstrument) => (
    <button type="button" className="link-button" disabled={busy} aria-label={`${t('payment.remove')}: ${methodName(t, method)}`} onClick={() => askRemoval(method)}>
      {t('payment.remove')}
    </button>
  );

  return (
    <AccountLayout title={canvas?.title ?? t('account.nav.payment')}>
      {canvas ? <CanvasSections canvas={canvas} /> : null}
      {methods === null ? (
        <p className="payment__problem" role="alert">
          {t('payment.loadFailed')}
          {problem ? <span className="visually-hidden"> ({problem.errorId})</span> : null}
        </p>
      ) : (
        <>
          <section className="payment-section" aria-labelledby="payment-cards-title">
            <h2 id="payment-cards-title" ref={cardsHeading} tabIndex={-1}>
              {t('payment.cards.title')}
            </h2>
            {cards.length === 0 ? <p>{t('payment.cards.empty')}</p> : null}
            <ul className="payment-list">
              {cards.map((card) => {
                const name = methodName(t, card);
                return (
                  <li key={card.paymentInstrumentId} className="payment-item" data-payment-instrument={card.paymentInstrumentId}>
                    <div className="payment-item__summary">
                      <p className="payment-item__name">
                        <span aria-hidden="true">•••• </span>
                        {name}
                        {card.main ? <span className="payment-item__badge">{t('payment.card.main')}</span> : null}
                      </p>
                      <p>{t('payment.card.expires', { month: String(card.card.expiryMonth).padStart(2, '0'), year: String(card.card.expiryYear) })}</p>
                      <p>{t('payment.card.holder', { name: card.card.holderName })}</p>
                    </div>
                    {editing === card.paymentInstrumentId ? (
                      <EditCardForm
                        card={card}
                        name={name}
                        onSaved={(next) => {
                          setMethods(next);
                          setEditing(null);
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <div className="payment-item__actions">
                        <button type="button" className="link-button" disabled={busy} aria-label={t('payment.card.editTitle', { card: name })} onClick={() => setEditing(card.paymentInstrumentId)}>
                          {t('payment.card.edit')}
                        </button>
                        {card.main ? null : (
                          <button type="button" className="link-button" disabled={busy} aria-label={`${t('payment.card.makeMain')}: ${name}`} onClick={() => void makeMain(card)}>
                            {t('payment.card.makeMain')}
                          </button>
                        )}
                        {removeButton(card)}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            {!cardFields ? (
              <p className="payment__problem">{t('payment.cardFields.unavailable')}</p>
            ) : adding ? (
              <AddCardForm
                frame={cardFields}
                hasCards={cards.length > 0}
                onSaved={(next) => {
                  setMethods(next);
                  setAdding(false);
                  cardsHeading.current?.focus();
                }}
                onCancel={() => {
                  setAdding(false);
                  requestAnimationFrame(() => addButton.current?.focus());
                }}
              />
            ) : (
              <button ref={addButton} type="button" className="button" onClick={() => setAdding(true)}>
                {t('payment.addCard')}
              </button>
            )}
          </section>
          <section className="payment-section" aria-labelledby="payment-rewards-title">
            <h2 id="payment-rewards-title" ref={rewardsHeading} tabIndex={-1}>
              {t('payment.rewards.title')}
            </h2>
            {rewards.length === 0 ? <p>{t('payment.rewards.empty')}</p> : null}
            <ul className="payment-list">
              {rewards.map((reward) => (
                <li key={reward.paymentInstrumentId} className="payment-item" data-payment-instrument={reward.paymentInstrumentId}>
                  <p className="payment-item__name">{methodName(t, reward)}</p>
                  <div className="payment-item__actions">{removeButton(reward)}</div>
                </li>
              ))}
            </ul>
            <RewardForms onSaved={setMethods} />
          </section>
        </>
      )}
      <Dialog id={REMOVE_PAYMENT_METHOD_DIALOG} title={t('payment.remove.title')} returnFocus={() => afterRemoval.current}>
        {removing ? (
          <div className="payment-remove">
            <p>{methodName(t, removing)}</p>
            <div className="payment-form__actions">
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirmRemoval()}>
                {t('payment.remove.confirm', { method: methodName(t, removing) })}
              </button>
              <button type="button" className="button" onClick={() => dialogs.close(REMOVE_PAYMENT_METHOD_DIALOG)}>
                {t('payment.remove.keep')}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </AccountLayout>
  );
}

/** How the registry's account-payment page draws its model. */
export const view = definePageView<'account-payment'>((page) => <PaymentPage {...page} />);
