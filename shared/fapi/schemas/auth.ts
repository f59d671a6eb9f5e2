import * as z from 'zod';
import { ConsumerLookupSchema } from '../../account/schemas/consumer-lookup';
import { DoneSchema } from '../../account/schemas/consumer';
import { SignInFormSchema } from '../../account/schemas/auth';
import { SessionSummarySchema } from '../../account/schemas/session';
import { SignUpPrefillBodySchema, UserDataSchema } from '../../account/schemas/sign-up';
import { EMAIL_MAX_LENGTH } from '../../validation/email';
import { PASSWORD_MAX_LENGTH } from '../../validation/password';
import { SignUpResultSchema, SignUpSubmissionSchema } from '../../validation/sign-up-schema';
import * as routes from '../routes/auth';
import { withSchemas } from './endpoint';

/*
 * The email bodies are only bounded and folded to lower case here: whether the address is one is
 * the route's own check, answered with its own refusal (AUT453), as the reset token's is (AUT402)
 * and the password rules' are.
 */

/** An email asked about, folded as the account's is stored. */
const EmailBodySchema = z.object({ email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH) });

export const LookupBodySchema = EmailBodySchema.strict();
export const ForgotPasswordBodySchema = EmailBodySchema;
export const ResetPasswordBodySchema = z.object({ token: z.string().max(100), password: z.string().max(PASSWORD_MAX_LENGTH), confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) });

/** Signing in and out: each answers the session as it now is; the challenge only sets its cookie. */
export const auth = withSchemas(routes.auth, {
  challenge: { response: z.undefined() },
  signIn: { body: SignInFormSchema, response: SessionSummarySchema },
  signOut: { response: SessionSummarySchema },
  signOutEverywhere: { response: SessionSummarySchema },
});

/** Creating an account, and the data an emailed link fills its form with. */
export const signUp = withSchemas(routes.signUp, {
  signUp: { body: SignUpSubmissionSchema, response: SignUpResultSchema },
  prefill: { body: SignUpPrefillBodySchema, response: UserDataSchema },
});

export const lookup = withSchemas(routes.lookup, {
  lookup: { body: LookupBodySchema, response: ConsumerLookupSchema },
});

export const password = withSchemas(routes.password, {
  forgot: { body: ForgotPasswordBodySchema, response: DoneSchema },
  reset: { body: ResetPasswordBodySchema, response: DoneSchema },
});
