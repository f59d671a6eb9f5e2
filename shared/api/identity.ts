import * as z from 'zod';
import { AuthSchema, SignInRequestSchema, SignInResponseSchema, SignOutRequestSchema, TokenRequestSchema } from '../account/schemas/auth';
import { SignUpResponseSchema } from '../account/schemas/sign-up';
import { ChangePasswordRequestSchema, ConfirmForgotPasswordRequestSchema, DoneSchema, ResetPasswordRequestSchema } from '../account/schemas/consumer';
import { SignUpRequestShapeSchema } from '../validation/sign-up-schema';
import { AgentLoginRequestSchema, AgentLoginResponseSchema } from '../in-store/schemas';
import { endpoints } from './endpoint';
import * as routes from './routes/identity';

/** Tokens, sign-in and sign-out, sign-up and passwords; the worker's alone (routes/identity.ts). */
export const identity = endpoints(routes.identity, {
  token: { body: TokenRequestSchema, response: AuthSchema },
  signIn: { body: SignInRequestSchema, response: SignInResponseSchema },
  signOut: { body: SignOutRequestSchema, response: z.object({ signedOut: z.literal(true) }) },
  // The shape only: the mocks check the site's rules on top (signUpRequestSchema).
  signUp: { body: SignUpRequestShapeSchema, response: SignUpResponseSchema },
  changePassword: { body: ChangePasswordRequestSchema, response: DoneSchema },
  resetPassword: { body: ResetPasswordRequestSchema, response: DoneSchema },
  confirmForgotPassword: { body: ConfirmForgotPasswordRequestSchema, response: DoneSchema },
  agentLogin: { body: AgentLoginRequestSchema, response: AgentLoginResponseSchema },
});
