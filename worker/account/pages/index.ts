export { loadAccountAddresses } from './load-account-addresses';
export { loadAccountOrders } from './load-account-orders';
export { loadAccountPayment } from './load-account-payment';
export { loadAccountProfile } from './load-account-profile';
export { loadAccount } from './load-account';
export { favoritesConfig, loadFavorites } from './load-favorites';
export { loadForgotPassword } from './load-forgot-password';
export { loadSignIn } from './load-sign-in';
export { loadSignUp } from './load-sign-up';
