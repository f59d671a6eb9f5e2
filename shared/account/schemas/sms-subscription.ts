import * as z from 'zod';

/*
 * The SMS subscription: offers by text go to a mobile number, never to an email address. The
 * browser sends the number as the shopper typed it and whether the terms were accepted; the worker
 * reads the number by the site's phone rules and sends it on in E.164, the only recipient the
 * consumer subscription call takes for the sms channel.
 */

/** PUT /fapi/account/profile/sms: opting in needs the terms accepted (optInAccepted). */
export const SmsOptInBodySchema = z
  .object({
    recipient: z.string().trim().min(1).max(40),
    optin: z.boolean(),
    optInAccepted: z.boolean(),
  })
  .strict();
export type SmsOptInBody = z.infer<typeof SmsOptInBodySchema>;

/** A phone number in E.164: a plus, a dial code and at most 15 digits in all. */
export const E164Schema = z.string().regex(/^\+[1-9]\d{6,14}$/, 'A valid phone number is required');

/** PUT /consumers-v3/consumer/subscription: the consumer's SMS subscription, sent to their phone. */
export const SmsSubscriptionRequestSchema = z.object({
  subscriptions: z
    .array(
      z.object({
        type: z.literal('Newsletter'),
        channel: z.literal('sms'),
        optin: z.boolean(),
        recipient: E164Schema,
        country: z.string().length(2).optional(),
      }),
    )
    .length(1),
});
export type SmsSubscriptionRequest = z.infer<typeof SmsSubscriptionRequestSchema>;
