import * as z from 'zod';

/*
 * Gift cards: the number printed on the card and its PIN, and the balance the backend reports.
 * A gift card number always holds letters (RLGC-USD-GOOD-0025), so it can never be mistaken for a
 * card number, which the storefront refuses to carry. Spaces and dashes are the shopper's to type;
 * the backend compares numbers without them.
 */

/** As typed: may be empty (the backend answers GFC400, missing code) or malformed (invalid). */
export const GiftCardNumberInputSchema = z.string().max(40);
/** As typed: the backend says whether it matches. */
export const GiftCardPinInputSchema = z.string().max(12);

/** `POST /cart/v1/giftcard/balance`; the currency is the site's. */
export const GiftCardBalanceRequestSchema = z.object({ giftCardNumber: GiftCardNumberInputSchema, pin: GiftCardPinInputSchema }).strict();
export type GiftCardBalanceRequest = z.infer<typeof GiftCardBalanceRequestSchema>;

/** The card's balance (major units) in its currency. */
export const GiftCardBalanceSchema = z.object({ balance: z.number().min(0), currency: z.string().length(3) });
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

/** A number without the spaces and dashes a shopper types, upper case, as the backend keeps it. */
export const normalGiftCardNumber = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();
