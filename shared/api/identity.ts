import { AuthSchema, TokenRequestSchema } from '../schemas';
import { endpoint } from './endpoint';

// Sign-in, sign-up and passwords get their payload schemas with the sign-in feature; until then
// those entries fix only their method and path.

/** Tokens, sign-in and sign-out, sign-up and passwords. */
export const identity = {
  token: endpoint('POST', '/token/v2/auth/token', { body: TokenRequestSchema, response: AuthSchema }),
  signIn: endpoint('POST', '/consumers-v3/auth/signin'),
  signOut: endpoint('POST', '/consumers-v3/consumer/auth/signout'),
  signUp: endpoint('POST', '/consumers-v3/auth/signup'),
  changePassword: endpoint('POST', '/consumers-v3/consumer/changepassword'),
  confirmForgotPassword: endpoint('POST', '/consumers-v3/confirmforgotpassword'),
  resetPassword: endpoint('POST', '/consumers-v3/consumer/resetpassword'),
  agentLogin: endpoint('POST', '/consumers-v3/consumer/agent/login'),
} as const;
