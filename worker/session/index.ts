export { LEGACY_SESSION_COOKIE, SESSION_COOKIE, summaryOf, type GuestObjects, type ShopperSession } from './session';
export { GUEST_SESSION_LIMIT, openedShopperSession, shopperSessionOf, type EnsureOutcome, type SessionCookie, type SessionFailure, type ShopperSessionHandle, type SignInOutcome } from './shopper-session';
export { CANNOT_AUTHORIZE, TOKEN_RETRY_DELAY_MS } from './token-call';
export { dropVerifier, issueVerifier, readVerifier } from './pkce-cookie';
export { PREFILL_QUERY, signPrefillToken, spendPrefillToken } from './prefill-token';
export { SessionIdSchema } from './session';
export { signInRefusal } from './sign-in-failure';
export { visitorOfSession } from './visitor-of';
