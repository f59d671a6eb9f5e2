import * as z from 'zod';
import { CARD_BRANDS } from '../card-number';
import { CaptchaResponseSchema } from '../../account/schemas/auth';

/*
 * Saved payment methods. A credit card reaches the commerce backend only as the payment
 * provider's single-use token: the backend keeps the provider's reference, the last four digits,
 * brand, expiry and holder name, never a number. Reward codes and reward cards (gift cards) are
 * the retailer's own and are saved as typed.
 */

/** The payment methods an account may keep (every checkout method is in `shared/payments`). */
export const SavedMethodIdSchema = z.enum(['CREDIT_CARD', 'REWARD_CODE', 'REWARD_CARD']);
export type SavedMethodId = z.infer<typeof SavedMethodIdSchema>;

export const CardBrandSchema = z.enum(CARD_BRANDS);

export const PaymentInstrumentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const ExpiryMonthSchema = z.number().int().min(1).max(12);
/** Four digits; how far ahead is the backend's call (FE309), within what any scheme issues. */
export const ExpiryYearSchema = z.number().int().min(2000).max(2100);

/** Letters (accented too), spaces and , . ' ` - as names allow; a card's embossing runs to 26, some banks print more. */
export const CardHolderNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[\p{L}\p{M} ,.'`-]+$/u);

/** The provider's single-use token for card details its hosted fields took. */
export const ProviderTokenSchema = z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/);

/** A retailer reward code, as printed: letters, digits and dashes. */
export const RewardCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,24}$/);
/** A reward card's number: RC and ten digits (never card-number-like), spaces allowed as printed. */
export const RewardCardNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^RC\d{10}$/));
export const RewardCardPinSchema = z.string().regex(/^\d{4}$/);

export const SavedCardSchema = z.object({
  paymentInstrumentId: PaymentInstrumentIdSchema,
  payment_method_id: z.literal('CREDIT_CARD'),
  card: z.object({
    brand: CardBrandSchema,
    last4: z.string().regex(/^\d{4}$/),
    expiryMonth: ExpiryMonthSchema,
    expiryYear: ExpiryYearSchema,
    holderName: z.string(),
  }),
  main: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const SavedRewardCodeSchema = z.object({
  paymentInstrumentId: PaymentInstrumentIdSchema,
  payment_method_id: z.literal('REWARD_CODE'),
  rewardCode: z.object({ code: z.string() }),
});

export const SavedRewardCardSchema = z.object({
  paymentInstrumentId: PaymentInstrumentIdSchema,
  payment_method_id: z.literal('REWARD_CARD'),
  /** Only the last four digits leave the backend; the PIN never does. */
  rewardCard: z.object({ last4: z.string().regex(/^\d{4}$/) }),
});

export const PaymentInstrumentSchema = z.discriminatedUnion('payment_method_id', [SavedCardSchema, SavedRewardCodeSchema, SavedRewardCardSchema]);
export type PaymentInstrument = z.infer<typeof PaymentInstrumentSchema>;

export const PaymentInstrumentsResponseSchema = z.object({ payment_instruments: z.array(PaymentInstrumentSchema) });
export type PaymentInstrumentsResponse = z.infer<typeof PaymentInstrumentsResponseSchema>;

/** The backend's save call. A credit card carries the provider's token and the captcha answer for saving a card. */
export const AddPaymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  z.object({
    payment_method_id: z.literal('CREDIT_CARD'),
    card: z.object({ token: ProviderTokenSchema, holderName: CardHolderNameSchema, main: z.boolean().optional() }),
    recaptcha_response: CaptchaResponseSchema.optional(),
  }),
  z.object({ payment_method_id: z.literal('REWARD_CODE'), rewardCode: RewardCodeSchema }),
  z.object({ payment_method_id: z.literal('REWARD_CARD'), rewardCard: z.object({ number: RewardCardNumberSchema, pin: RewardCardPinSchema }) }),
]);
export type AddPaymentInstrumentRequest = z.infer<typeof AddPaymentInstrumentRequestSchema>;

/** The card save result: the new instrument's id. */
export const CardSaveResultSchema = z.object({ card: z.object({ paymentInstrumentId: PaymentInstrumentIdSchema }) });

/** What a saved card's edit may change: its expiry, holder name and whether it is the main card. */
export const UpdatePaymentInstrumentRequestSchema = z
  .object({
    card: z.object({ expiryMonth: ExpiryMonthSchema, expiryYear: ExpiryYearSchema, holderName: CardHolderNameSchema }).partial().optional(),
    main: z.literal(true).optional(),
  })
  .refine((body) => body.main !== undefined || (body.card !== undefined && Object.keys(body.card).length > 0), 'Nothing to change')
  .refine((body) => (body.card?.expiryMonth === undefined) === (body.card?.expiryYear === undefined), 'An expiry needs its month and year');

export const PaymentInstrumentChangeResultSchema = z.object({ paymentInstrumentId: PaymentInstrumentIdSchema });

/* The payment provider's hosted fields: what its frame sends to tokenise, and its answer. */

export const TokeniseRequestSchema = z.object({
  number: z.string().transform((value) => value.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{12,19}$/)),
  securityCode: z.string().regex(/^\d{3,4}$/),
  expiryMonth: ExpiryMonthSchema,
  expiryYear: ExpiryYearSchema,
});

export const ProviderTokenAnswerSchema = z.object({
  token: ProviderTokenSchema,
  last4: z.string().regex(/^\d{4}$/),
  brand: CardBrandSchema,
  expiryMonth: ExpiryMonthSchema,
  expiryYear: ExpiryYearSchema,
  /** Seconds the token stays redeemable. */
  expiresIn: z.number().int().positive(),
});
export type ProviderTokenAnswer = z.infer<typeof ProviderTokenAnswerSchema>;

/* The storefront's own routes (/fapi/account/payment-instruments). */

export const AddCardBodySchema = z.object({
  type: z.literal('CREDIT_CARD'),
  token: ProviderTokenSchema,
  holderName: CardHolderNameSchema,
  /** The backend verifies it, and refuses a missing one like a failed one. */
  recaptcha_response: CaptchaResponseSchema.optional(),
  main: z.boolean().optional(),
});
export const AddRewardCodeBodySchema = z.object({ type: z.literal('REWARD_CODE'), code: RewardCodeSchema });
export const AddRewardCardBodySchema = z.object({ type: z.literal('REWARD_CARD'), number: RewardCardNumberSchema, pin: RewardCardPinSchema });
export const AddPaymentMethodBodySchema = z.discriminatedUnion('type', [AddCardBodySchema, AddRewardCodeBodySchema, AddRewardCardBodySchema]);
export type AddPaymentMethodBody = z.input<typeof AddPaymentMethodBodySchema>;

export const EditCardBodySchema = UpdatePaymentInstrumentRequestSchema;
export type EditCardBody = z.input<typeof EditCardBodySchema>;

/** Every answer of the storefront's routes: the shopper's saved methods as they now are. */
export const PaymentMethodsAnswerSchema = z.object({ paymentInstruments: z.array(PaymentInstrumentSchema) });
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswerSchema>;
