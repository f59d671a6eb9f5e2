import * as z from 'zod';
import { EmailSchema } from './email-schema';

// Subscription: type, channel, optin, doubleOptin, recipient, category, country, region, optinDate/optoutDate.

export const SubscriptionItemSchema = z.object({
  type: z.enum(['Newsletter', 'LoyaltyNewsletter', 'Loyalty']),
  channel: z.enum(['email', 'sms']),
  optin: z.boolean(),
  doubleOptin: z.boolean().optional(),
  category: z.string().max(50).optional(),
  country: z.string().max(2).optional(),
  region: z.string().max(50).optional(),
});
export type SubscriptionItem = z.infer<typeof SubscriptionItemSchema>;

/** The body the footer newsletter form posts to /consumers-v3/consumer/subscription. */
export const SubscriptionRequestSchema = z.object({
  email: EmailSchema,
  subscriptions: z.array(SubscriptionItemSchema).min(1).max(3),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequestSchema>;

/** What the endpoint answers: each subscription with its recipient and opt-in (or opt-out) date. */
export const SubscriptionSchema = SubscriptionItemSchema.extend({
  recipient: z.string(),
  optinDate: z.string().optional(),
  optoutDate: z.string().optional(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionResponseSchema = z.object({ email: z.string(), subscriptions: z.array(SubscriptionSchema) });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** The newsletter opt-in the footer newsletter form sends. */
export function newsletterSubscription(email: string): SubscriptionRequest {
  return { email: email.trim(), subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] };
}
