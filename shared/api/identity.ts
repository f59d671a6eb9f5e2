import { z } from 'zod';
import { ChangePasswordRequestSchema, ConfirmForgotPasswordRequestSchema, DoneSchema, ResetPasswordRequestSchema } from '../schemas/consumer';
import { AuthSchema, SignInRequestSchema, SignInResponseSchema, SignOutRequestSchema, TokenRequestSchema } from '../schemas';
import { endpoints } from './endpoint';
import * as routes from './routes/identity';

// Sign-up and the password calls get their payload schemas with those features; until then
// those entries are their route alone (routes/identity.ts).

/** Tokens, sign-in and sign-out, sign-up and passwords; the worker's alone (routes/identity.ts). */
export const identity = endpoints(routes.identity, {
  token: { body: TokenRequestSchema, response: AuthSchema },
  signIn: { body: SignInRequestSchema, response: SignInResponseSchema },
  signOut: { body: SignOutRequestSchema, response: z.object({ signedOut: z.literal(true) }) },
  changePassword: { body: ChangePasswordRequestSchema, response: DoneSchema },
  resetPassword: { body: ResetPasswordRequestSchema, response: DoneSchema },
  confirmForgotPassword: { body: ConfirmForgotPasswordRequestSchema, response: DoneSchema },
});
