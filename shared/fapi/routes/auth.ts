import { fapiRoutes } from '../route';

/** Signing in and out; the worker holds the tokens, the browser only a session cookie. */
export const auth = fapiRoutes('/fapi/auth', {
  challenge: ['POST', '/challenge'],
  signIn: ['POST', '/signin'],
  signOut: ['POST', '/signout'],
  signOutEverywhere: ['POST', '/signout-everywhere'],
});

/** Creating an account, and the form prefilled from an emailed link. */
export const signUp = fapiRoutes('/fapi/auth/signup', {
  signUp: ['POST', '/'],
  prefill: ['POST', '/prefill'],
});

/** Whether an email has an account (rate-limited). */
export const lookup = fapiRoutes('/fapi/auth/lookup', {
  lookup: ['POST', '/'],
});

/** A forgotten password: the emailed link, then the new password. */
export const password = fapiRoutes('/fapi/password', {
  forgot: ['POST', '/forgot'],
  reset: ['POST', '/reset'],
});
