import { useEffect, useRef, useState } from 'react';
import { KlarnaMessageSchema } from '../../shared/payments/schemas/approvals';
import { preloadable } from '../app/preloadable';
import { preloadOf } from '../app/preloadable';
import { LazyDialog } from '../dialogs/LazyDialog';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import type { PaymentPanelProps, PaymentPanels } from './panel-props';

export const BUY_NOW_PAY_LATER_DIALOG = 'buy-now-pay-later-info';

const InfoBody = preloadable(() => import('./BuyNowPayLaterInfoDialog').then((m) => m.BuyNowPayLaterInfoBody));

/**
 * Paying later with Klarna: first what that means (the buy-now-pay-later info dialog), then
 * Klarna's own authorisation page in a frame on the provider's origin. Its answer comes back as a
 * message from that frame only; a token is added as the basket's instrument, a decline or a
 * refused token is the payment error above the step.
 */
export function KlarnaPayment({ checkout, calls, onState, onProblem }: PaymentPanelProps) {
  const t = useT();
  const { dialogs } = useStore();
  const opener = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const answered = useRef(false);
  const [frame, setFrame] = useState<{ origin: string; src: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const onOrder = checkout.paymentInstruments.some((instrument) => instrument.paymentMethodId === 'KLARNA');

  useEffect(() => {
    if (frame) frameRef.current?.focus();
  }, [frame]);

  useEffect(() => {
    if (!frame) return;
    async function onMessage(event: MessageEvent) {
      if (event.origin !== frame?.origin || event.source !== frameRef.current?.contentWindow || answered.current) return;
      const message = KlarnaMessageSchema.safeParse(event.data);
      if (!message.success) return;
      answered.current = true;
      setFrame(null);
      if ('declined' in message.data) {
        onProblem(t('checkout.error.PAY400'));
        return;
      }
      setBusy(true);
      const result = await calls.addPaymentInstrument({ paymentMethodId: 'KLARNA', authorizationToken: message.data.authorizationToken });
      setBusy(false);
      if (result.ok) onState(result.data);
      else onProblem(calls.refusal(t, result.error));
    }
    const listener = (event: MessageEvent) => void onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, calls, onState, onProblem, t]);

  async function proceed() {
    dialogs.close(BUY_NOW_PAY_LATER_DIALOG);
    setBusy(true);
    const session = await calls.openKlarnaSession();
    setBusy(false);
    if (!session.ok) {
      onProblem(calls.refusal(t, session.error));
      return;
    }
    const src = new URL(session.data.authorizationUrl, location.href);
    answered.current = false;
    setFrame({ origin: src.origin, src: src.href });
  }

  if (onOrder) return <p data-testid="klarna-on-order">{t('checkout.klarna.authorised')}</p>;

  return (
    <div className="checkout-card">
      {frame ? (
        <iframe ref={frameRef} className="challenge__frame" src={frame.src} title={t('checkout.klarna.frameTitle')} referrerPolicy="no-referrer" />
      ) : (
        <button
          ref={opener}
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onPointerEnter={preloadOf(InfoBody)}
          onFocus={preloadOf(InfoBody)}
          onClick={() => dialogs.open(BUY_NOW_PAY_LATER_DIALOG)}
        >
          {t('checkout.klarna.continue')}
        </button>
      )}
      <LazyDialog id={BUY_NOW_PAY_LATER_DIALOG} title={t('checkout.klarna.infoTitle')} returnFocus={() => frameRef.current ?? opener.current}>
        <InfoBody onContinue={() => void proceed()} />
      </LazyDialog>
    </div>
  );
}

export const KLARNA_PANELS = { KLARNA: KlarnaPayment } as const satisfies PaymentPanels;
