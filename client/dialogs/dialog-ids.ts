/*
 * The ids of the dialogs whose shells hydrate with every page (./dialog-shells.tsx). They live
 * apart from the shells because the shells load the dialogs' bodies: a body, or the cart code a
 * body calls, that needs an id takes it from here and so never imports the shells back.
 */

export const PICKUP_IN_STORE_DIALOG = 'pickup-in-store';
export const SIZE_CHART_DIALOG = 'size-chart';
export const MINI_CART_DIALOG = 'mini-cart';
export const SIGN_UP_DIALOG = 'sign-up';
export const LOYALTY_SIGN_UP_DIALOG = 'loyalty-sign-up';
export const FORGOT_PASSWORD_DIALOG = 'forgot-password';
export const EMPLOYEE_TERMS_DIALOG = 'employee-terms';
export const SIGN_IN_DIALOG = 'sign-in';
export const ENROLMENT_DIALOG = 'enrolment';
export const QUICKSHOP_DIALOG = 'quickshop';
export const WELCOME_DIALOG = 'welcome';
export const INTERESTS_DIALOG = 'interests';
