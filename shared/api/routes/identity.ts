import { route, routes } from '../route';

/**
 * Tokens, sign-in and sign-out, sign-up and passwords. None is the browser's to call: the worker
 * alone holds tokens, so these go through its own routes (a session, later sign-in), never the proxy.
 */
export const identity = routes('identity', {
  token: route('POST', '/token/v2/auth/token', { proxied: false }),
  signIn: route('POST', '/consumers-v3/auth/signin', { proxied: false }),
  signOut: route('POST', '/consumers-v3/consumer/auth/signout', { proxied: false }),
  signUp: route('POST', '/consumers-v3/auth/signup', { proxied: false }),
  changePassword: route('POST', '/consumers-v3/consumer/changepassword', { proxied: false }),
  confirmForgotPassword: route('POST', '/consumers-v3/confirmforgotpassword', { proxied: false }),
  resetPassword: route('POST', '/consumers-v3/consumer/resetpassword', { proxied: false }),
  agentLogin: route('POST', '/consumers-v3/consumer/agent/login', { proxied: false }),
});
