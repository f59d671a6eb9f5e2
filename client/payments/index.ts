/*
 * The billing step's payment methods in the browser: one panel per method (`PAYMENT_PANELS`) and
 * the options that show them.
 */
export { PaymentOptions } from './PaymentOptions';
export { PAYMENT_PANELS } from './panels';
export type { PaymentPanelProps } from './panel-props';
