import * as z from 'zod';

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
  /** A registered shopper's first name, which the header greets them with; absent on a guest's or a refresh's answer. */
  firstName: z.string().max(100).nullable().optional(),
  /** The professional identities on a registered shopper's profile (ATHLETE, IPA, WRANX), which choose role banners and content. */
  identities: z.array(z.string().max(40)).max(10).optional(),
  basketId: z.string().nullable(),
  favorites: z.object({ favoriteId: z.string().nullable(), favStoreId: z.string().nullable() }),
  saveForLaterId: z.string().nullable(),
});
export type Auth = z.infer<typeof AuthSchema>;

/** A PKCE code challenge or verifier: base64url, as S256 and RFC 7636 make them. */
const Base64UrlSchema = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** A captcha provider's response token, which the backend verifies once. */
export const CaptchaResponseSchema = z.string().min(1).max(2000);

/**
 * Sign-in with a password. The backend answers a single-use authorisation code bound to the
 * challenge, so only the holder of the verifier (the worker) can turn it into tokens.
 */
export const SignInRequestSchema = z.object({
  type: z.literal('Registered'),
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  /** S256 of the verifier: 32 bytes, base64url without padding. */
  codeChallenge: Base64UrlSchema.length(43),
  /** Checked by the backend, which refuses a missing one like a failed one. */
  recaptcha_response: CaptchaResponseSchema.optional(),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignInResponseSchema = z.object({
  authorizationCode: z.string(),
  /** Seconds the code stays redeemable. */
  expiresIn: z.number().int().positive(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/**
 * POST /fapi/auth/signin: what the sign-in form sends the storefront, which holds the PKCE
 * verifier and tokens itself. `captcha` is the captcha provider's answer for the login action.
 */
export const SignInFormSchema = z.object({
  email: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  captcha: CaptchaResponseSchema,
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

export const SignOutRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });

/** The actions a captcha is run for. */
export const CaptchaActionSchema = z.enum(['login', 'register', 'placeOrder', 'saveCard']);
export type CaptchaAction = z.infer<typeof CaptchaActionSchema>;

export const CaptchaTokenRequestSchema = z.object({ action: CaptchaActionSchema });
export const CaptchaTokenSchema = z.object({ token: z.string(), expiresIn: z.number().int().positive() });
