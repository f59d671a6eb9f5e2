import { route, routes } from '../route';

/** Tokens, sign-in and sign-out, sign-up and passwords. */
export const identity = routes('identity', {
  token: route('POST', '/token/v2/auth/token'),
  signIn: route('POST', '/consumers-v3/auth/signin'),
  signOut: route('POST', '/consumers-v3/consumer/auth/signout'),
  signUp: route('POST', '/consumers-v3/auth/signup'),
  changePassword: route('POST', '/consumers-v3/consumer/changepassword'),
  confirmForgotPassword: route('POST', '/consumers-v3/confirmforgotpassword'),
  resetPassword: route('POST', '/consumers-v3/consumer/resetpassword'),
  agentLogin: route('POST', '/consumers-v3/consumer/agent/login'),
});
