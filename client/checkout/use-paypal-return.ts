import { useEffect, useRef } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { paypalReturnOf, withoutPayPalReturn } from '../../shared/checkout/paypal-return';
import { useT } from '../state/i18n';
import { addPaymentInstrument } from './checkout-client';
import { checkoutError } from './checkout-words';

export interface PayPalReturnHandlers {
  /** The approval is the basket's instrument now. */
  onAdded(state: CheckoutState): void;
  /** Cancelled on PayPal's page, or the approval was refused: the shopper picks how to pay again. */
  onNotAdded(message: string, error: boolean): void;
}

/**
 * Back from PayPal's approval page: the answer is taken out of the address at once (the token is
 * single-use and must not linger in history), then an approval is added as the basket's instrument.
 */
export function usePayPalReturn({ onAdded, onNotAdded }: PayPalReturnHandlers): void {
  const t = useT();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const answer = paypalReturnOf(location.search);
    if (!answer) return;
    history.replaceState(history.state, '', `${location.pathname}${withoutPayPalReturn(location.search)}${location.hash}`);
    if (!answer.approved) {
      onNotAdded(t('checkout.paypal.cancelled'), false);
      return;
    }
    void addPaymentInstrument({ paymentMethodId: 'PAYPAL', token: answer.token }).then((result) => {
      if (result.ok) onAdded(result.data);
      else onNotAdded(checkoutError(t, result.error), true);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
}
