export { LEGACY_SESSION_COOKIE, SESSION_COOKIE, summaryOf, type GuestObjects, type ShopperSession } from './session';
export { GUEST_SESSION_LIMIT, openedShopperSession, shopperSessionOf, type EnsureOutcome, type SessionCookie, type SessionFailure, type ShopperSessionHandle, type SignInOutcome } from './shopper-session';
export { CANNOT_AUTHORIZE, TOKEN_RETRY_DELAY_MS } from './token-call';
