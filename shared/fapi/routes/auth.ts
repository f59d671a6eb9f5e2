import type { FapiTable } from '../route';

/** Signing in and out; the worker holds the tokens, the browser only a session cookie. */
export const auth = {
  challenge: { method: 'POST', path: '/fapi/auth/challenge' },
  signIn: { method: 'POST', path: '/fapi/auth/signin' },
  signOut: { method: 'POST', path: '/fapi/auth/signout' },
  signOutEverywhere: { method: 'POST', path: '/fapi/auth/signout-everywhere' },
} as const satisfies FapiTable;

/** Creating an account, and the form prefilled from an emailed link. */
export const signUp = {
  signUp: { method: 'POST', path: '/fapi/auth/signup' },
  prefill: { method: 'POST', path: '/fapi/auth/signup/prefill' },
} as const satisfies FapiTable;

/** Whether an email has an account (rate-limited). */
export const lookup = {
  lookup: { method: 'POST', path: '/fapi/auth/lookup' },
} as const satisfies FapiTable;

/** A forgotten password: the emailed link, then the new password. */
export const password = {
  forgot: { method: 'POST', path: '/fapi/password/forgot' },
  reset: { method: 'POST', path: '/fapi/password/reset' },
} as const satisfies FapiTable;
