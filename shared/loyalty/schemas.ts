import * as z from 'zod';
import { LoyaltySchema, LoyaltyVoucherSchema } from '../checkout/schemas/checkout';

/*
 * The loyalty programme's wire shapes: the backend's three consumer calls (join, welcome promo,
 * vouchers) and its points history, and the storefront's own loyalty routes. The mocks, the
 * worker and the browser all parse with these.
 */

/** A referral or campaign code as a link carries it. */
const CodeSchema = z.string().trim().min(1).max(100).regex(/^[\w.:@+-]+$/, 'Not a code');

/** A member number. */
export const MemberIdSchema = z.string().min(1).max(64);

// ---- the backend ----

/** POST /consumers-v3/consumer/loyalty/token: the session joining, and the code of whoever referred them. The source rides in the `source` header. */
export const LoyaltyTokenRequestSchema = z.object({ usid: z.string().min(8).max(64), referralCode: CodeSchema.optional() }).strict();
export type LoyaltyTokenRequest = z.infer<typeof LoyaltyTokenRequestSchema>;

/** The header that names where a member came from (a campaign, a lead source). */
export const LOYALTY_SOURCE_HEADER = 'source';
export const LoyaltySourceSchema = CodeSchema;

/** The new member: their number, the day they opted in and the balance the welcome bonus opened. */
export const LoyaltyTokenResponseSchema = z.object({
  memberId: MemberIdSchema,
  isLoyaltyMember: z.literal(true),
  /** ISO date, YYYY-MM-DD; null for a member whose opt-in is not confirmed yet. */
  loyaltyOptInDate: z.string().nullable(),
  loyaltySummary: z.object({ points: z.object({ balance: z.number().int().nonnegative() }) }),
});
export type LoyaltyToken = z.infer<typeof LoyaltyTokenResponseSchema>;

/** GET /consumers-v3/consumer/loyalty/promo/welcome: the welcome offer of the member's site, in its language and currency. */
export const WelcomePromoSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  message: z.string(),
  /** Points given on joining. */
  bonusPoints: z.number().int().nonnegative(),
  /** The voucher the bonus opens, in the site's currency. */
  voucher: z.object({ points: z.number().int().positive(), amountInCurrency: z.number() }),
  currency: z.string().length(3),
});
export type WelcomePromo = z.infer<typeof WelcomePromoSchema>;

/** GET /consumers-v3/consumer/loyalty/vouchers: the Loyalty entity (balance, vouchers, member number). */
export const LoyaltyVouchersSchema = LoyaltySchema;

/** What moved a member's points: the welcome bonus, an order's points, a voucher spent, a return or a cancel taking back what the order moved. */
export const LoyaltyEntryTypeSchema = z.enum(['welcome', 'earned', 'redeemed', 'returned', 'cancelled']);
export type LoyaltyEntryType = z.infer<typeof LoyaltyEntryTypeSchema>;

export const LoyaltyEntrySchema = z.object({
  entryId: z.string(),
  type: LoyaltyEntryTypeSchema,
  /** Points added (positive) or taken (negative). */
  points: z.number().int(),
  orderNo: z.string().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type LoyaltyEntry = z.infer<typeof LoyaltyEntrySchema>;

/** GET /consumers-v3/consumer/loyalty/history: newest first, at most the last 50 movements. */
export const LoyaltyHistorySchema = z.object({ memberId: MemberIdSchema, entries: z.array(LoyaltyEntrySchema) });
export type LoyaltyHistory = z.infer<typeof LoyaltyHistorySchema>;

// ---- the storefront's routes ----

/**
 * POST /fapi/loyalty/join: where the shopper came from, as the page's query said it (the browser
 * passes the page's `referral_code`, `enrollment_marketing_source` and `leadSource` on).
 */
export const JoinBodySchema = z
  .object({
    referral_code: CodeSchema.optional(),
    enrollment_marketing_source: CodeSchema.optional(),
    leadSource: CodeSchema.optional(),
  })
  .strict();
export type JoinBody = z.infer<typeof JoinBodySchema>;

/** GET /fapi/loyalty: a member's balance, every voucher, the one the balance affords best and the points history. */
export const LoyaltySummarySchema = z.object({
  memberId: MemberIdSchema,
  balance: z.number().int().nonnegative(),
  /** Each voucher: available once the balance reaches its points, eligible once the membership is confirmed. */
  vouchers: z.array(LoyaltyVoucherSchema),
  /** The highest-points voucher the member can afford; null when none. */
  reward: LoyaltyVoucherSchema.nullable(),
  currency: z.string().length(3),
  history: z.array(LoyaltyEntrySchema),
});
export type LoyaltySummary = z.infer<typeof LoyaltySummarySchema>;

/**
 * GET /fapi/loyalty/balance: what the header and account menu show. `enabled` is whether the
 * site runs the programme; the balance is a member's, null for anyone else (and a guest asks nothing upstream).
 */
export const LoyaltyBalanceSchema = z.object({ enabled: z.boolean(), isLoyaltyMember: z.boolean(), balance: z.number().int().nonnegative().nullable() });
export type LoyaltyBalance = z.infer<typeof LoyaltyBalanceSchema>;
