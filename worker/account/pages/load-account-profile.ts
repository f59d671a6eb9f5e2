import { accountPage } from './load-account';

/** GET /{locale}/account/profile: the profile and the forms that change it. */
export const loadAccountProfile = accountPage('account-profile', 'account.nav.profile');
