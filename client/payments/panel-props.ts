import type { ComponentType } from 'react';
import type { PerPaymentMethod } from '../../shared/payments';
import type {
  BillingAddressBody,
  CheckoutState,
  KlarnaSessionAnswer,
  PayPalApprovalAnswer,
  PaymentInstrumentBody,
  PaymentSessionAnswer,
} from '../../shared/checkout/checkout-routes';
import type { Translate } from '../../shared/i18n';
import type { ApiError, ApiResult } from '../api';
import type { Site } from '../../shared/site';

/** The checkout's answer to a call that changes it: the whole checkout state, so the page shows what the backend has. */
export type StateResult = ApiResult<CheckoutState>;

/**
 * The checkout's calls that a panel makes, and the checkout's words for their refusals. The billing
 * step hands them to the panels it shows, so the payment methods need not import the checkout that
 * shows them.
 */
export interface CheckoutCalls {
  addPaymentInstrument(body: PaymentInstrumentBody): Promise<StateResult>;
  removePaymentInstrument(paymentInstrumentId: string): Promise<StateResult>;
  setBillingAddress(body: BillingAddressBody): Promise<StateResult>;
  openPaymentSession(): Promise<ApiResult<PaymentSessionAnswer>>;
  openKlarnaSession(): Promise<ApiResult<KlarnaSessionAnswer>>;
  paypalApproval(): Promise<ApiResult<PayPalApprovalAnswer>>;
  refusal(t: Translate, error: ApiError): string;
}

/** What every payment method's panel on the billing step is given. */
export interface PaymentPanelProps {
  site: Site;
  checkout: CheckoutState;
  signedIn: boolean;
  calls: CheckoutCalls;
  onState(state: CheckoutState): void;
  /** A refusal that belongs above the step rather than in the panel. */
  onProblem(message: string): void;
}

/**
 * The panels one module shows, under their methods; null for a method the module shows inside
 * another's panel (such a method is not offered on its own).
 */
export type PaymentPanels = Partial<PerPaymentMethod<ComponentType<PaymentPanelProps> | null>>;
