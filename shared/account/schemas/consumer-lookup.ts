import * as z from 'zod';
import { EMAIL_MAX_LENGTH } from '../../validation/email';
import { EmailSchema } from '../../validation/email-schema';

/** GET /consumers-v3/consumer/lookup?email=: whether an email has an account (the enrolment flow's first step). */
export const ConsumerLookupQuerySchema = z.object({ email: EmailSchema.pipe(z.string().max(EMAIL_MAX_LENGTH)) });

/** The answer says only whether an account exists: nothing of who holds it or what state it is in. */
export const ConsumerLookupSchema = z.object({ exists: z.boolean() }).strict();
export type ConsumerLookup = z.infer<typeof ConsumerLookupSchema>;
