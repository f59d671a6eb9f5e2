import * as z from 'zod';

/*
 * Klarna and PayPal: the shopper says yes on the provider's own page (Klarna's authorisation in a
 * frame, PayPal's approval after a redirect), and the page hands the shop a single-use token that
 * the commerce backend redeems when the instrument is added. Tokens are base62, so no run of
 * digits in one looks like a card number to the worker's body guard.
 */

export const KlarnaAuthorizationTokenSchema = z.string().regex(/^kat_[A-Za-z0-9]{24}$/);
export const PayPalTokenSchema = z.string().regex(/^ppt_[A-Za-z0-9]{24}$/);
/** A provider session for one basket: what the authorisation or approval page is opened for. */
export const ApprovalSessionIdSchema = z.string().regex(/^aps_[A-Za-z0-9]{24}$/);

/** What the Klarna page's script sends the provider: the session the shopper authorised. */
export const KlarnaAuthorizeBodySchema = z.object({ session: ApprovalSessionIdSchema }).strict();
export const KlarnaAuthorizationSchema = z.object({ authorizationToken: KlarnaAuthorizationTokenSchema });

/** What the Klarna frame posts to the checkout window: a token once authorised, `declined` otherwise. */
export const KlarnaMessageSchema = z.union([
  z.object({ type: z.literal('klarnaAuthorization'), authorizationToken: KlarnaAuthorizationTokenSchema }),
  z.object({ type: z.literal('klarnaAuthorization'), declined: z.literal(true) }),
]);
export type KlarnaMessage = z.infer<typeof KlarnaMessageSchema>;
