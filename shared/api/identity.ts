import { AuthSchema, TokenRequestSchema } from '../schemas';
import { endpoint } from './endpoint';

// Sign-in, sign-up and passwords get their payload schemas with the sign-in feature; until then
// those entries fix only their method and path.

/**
 * Tokens, sign-in and sign-out, sign-up and passwords. None is the browser's to call: the worker
 * alone holds tokens, so these go through its own routes (a session, later sign-in), never the proxy.
 */
export const identity = {
  token: endpoint('POST', '/token/v2/auth/token', { proxied: false, body: TokenRequestSchema, response: AuthSchema }),
  signIn: endpoint('POST', '/consumers-v3/auth/signin', { proxied: false }),
  signOut: endpoint('POST', '/consumers-v3/consumer/auth/signout', { proxied: false }),
  signUp: endpoint('POST', '/consumers-v3/auth/signup', { proxied: false }),
  changePassword: endpoint('POST', '/consumers-v3/consumer/changepassword', { proxied: false }),
  confirmForgotPassword: endpoint('POST', '/consumers-v3/confirmforgotpassword', { proxied: false }),
  resetPassword: endpoint('POST', '/consumers-v3/consumer/resetpassword', { proxied: false }),
  agentLogin: endpoint('POST', '/consumers-v3/consumer/agent/login', { proxied: false }),
} as const;
