import * as z from 'zod';
import { EmailSchema } from '../../validation/email-schema';
import { SubscriptionItemSchema, SubscriptionSchema } from '../../validation/subscription';

/*
 * The newsletter's first-party calls: a sign-up from the footer or a pop-up, the confirmation a
 * mailed link carries, and the account's list of subscriptions with a change to one of them.
 */

/** GET /consumers-v3/consumer/subscription: whose subscriptions. */
export const SubscriptionQuerySchema = z.object({ email: z.string().max(100) });

/** POST /fapi/newsletter: the address to subscribe. */
export const NewsletterSignUpSchema = z.object({ email: EmailSchema.pipe(z.string().max(100)) });
export type NewsletterSignUp = z.infer<typeof NewsletterSignUpSchema>;

/**
 * What a sign-up came to: subscribed at once, pending until the mailed link is followed (a
 * pending address asking again is mailed again), or already subscribed, which is no mistake.
 */
export const NEWSLETTER_OUTCOMES = ['subscribed', 'pending', 'already-subscribed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
export const NewsletterSignUpResultSchema = z.object({ outcome: z.enum(NEWSLETTER_OUTCOMES) });
export type NewsletterSignUpResult = z.infer<typeof NewsletterSignUpResultSchema>;

/** A confirmation link's token: 32 random bytes, base64url. */
export const ConfirmationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Confirmation link expired');

/** POST /consumers-v3/consumer/subscription/confirm and POST /fapi/newsletter/confirm. */
export const ConfirmSubscriptionRequestSchema = z.object({ token: ConfirmationTokenSchema });
export type ConfirmSubscriptionRequest = z.infer<typeof ConfirmSubscriptionRequestSchema>;

/** The subscriptions of the account's email (GET /fapi/account/subscriptions and every change's answer). */
export const SubscriptionListSchema = z.object({ subscriptions: z.array(SubscriptionSchema) });
export type SubscriptionList = z.infer<typeof SubscriptionListSchema>;

/** PUT /fapi/account/subscriptions: one subscription switched on or off. */
export const SubscriptionChangeSchema = SubscriptionItemSchema.pick({ type: true, channel: true, optin: true }).strict();
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;
