import type { ComponentType } from 'react';
import type { PerPaymentMethod } from '../../shared/payments';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import type { Site } from '../../shared/site';

/** What every payment method's panel on the billing step is given. */
export interface PaymentPanelProps {
  site: Site;
  checkout: CheckoutState;
  signedIn: boolean;
  onState(state: CheckoutState): void;
  /** A refusal that belongs above the step rather than in the panel. */
  onProblem(message: string): void;
}

/**
 * The panels one module shows, under their methods; null for a method the module shows inside
 * another's panel (such a method is not offered on its own).
 */
export type PaymentPanels = Partial<PerPaymentMethod<ComponentType<PaymentPanelProps> | null>>;
