import { z } from 'zod';

/**
 * The token call. A guest gets a token pair of their own; a registered shopper exchanges the
 * single-use code of a PKCE sign-in, handing over the guest's basket and lists so they merge;
 * a refresh token buys a new pair (and is spent doing so).
 */
export const TokenRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Guest') }),
  z.object({
    type: z.literal('Registered'),
    authorizationCode: z.string().min(1).max(200),
    codeVerifier: z.string().min(43).max(128),
    guestObjects: z
      .object({ basketId: z.string().max(64).nullish(), favoriteId: z.string().max(64).nullish(), saveForLaterId: z.string().max(64).nullish() })
      .optional(),
    orderNo: z.string().max(64).optional(),
    st: z.string().max(200).optional(),
    action: z.literal('postLogin').optional(),
  }),
  z.object({ type: z.literal('Refresh'), refreshToken: z.string().min(1).max(200) }),
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** A token's holder: a guest, or a shopper signed in. */
export const TokenTypeSchema = z.enum(['Guest', 'Registered']);

/** Whose session a token pair is, and the objects it owns. */
export const AuthSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until each token expires. */
  expiresIn: z.number().int().positive(),
  refreshExpiresIn: z.number().int().positive(),
  type: TokenTypeSchema,
  consumerNo: z.string(),
  consumerType: z.string().nullable(),
  memberId: z.string().nullable(),
  isEmployeeDiscountTCAccepted: z.boolean().nullable(),
  basketId: z.string().nullable(),
  favorites: z.object({ favoriteId: z.string().nullable(), favStoreId: z.string().nullable() }),
  saveForLaterId: z.string().nullable(),
});
export type Auth = z.infer<typeof AuthSchema>;
