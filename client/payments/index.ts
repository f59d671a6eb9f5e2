/*
 * The billing step's payment methods in the browser: one panel per method (`PAYMENT_PANELS`) and
 * the options that show them.
 */
export { PaymentOptions } from './PaymentOptions';
export { PAYMENT_PANELS } from './panels';
export { useStateCall } from './state-call';
export { cardName } from './card-name';
export type { CheckoutCalls, PaymentPanelProps, StateResult } from './panel-props';
