/*
 * Payments in the browser: the billing step's methods (one panel per method, `PAYMENT_PANELS`, and
 * the options that show them, given the checkout's calls) and the account's saved cards and rewards.
 */
export { PaymentOptions } from './PaymentOptions';
export { PAYMENT_PANELS } from './panels';
export { useStateCall } from './state-call';
export { cardName } from './card-name';
export type { CheckoutCalls, PaymentPanelProps, StateResult } from './panel-props';
export type { CardFieldsFrame } from './HostedCardFields';
export { AddCardForm } from './saved-methods/AddCardForm';
export { EditCardForm } from './saved-methods/EditCardForm';
export { RewardForms } from './saved-methods/RewardForms';
export { editCard, removeMethod } from './saved-methods/payment-client';
