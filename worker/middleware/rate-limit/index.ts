export { hashedKey, limitAll, limitAttempt, rateLimit, RATE_LIMITED_ERROR_ID, tooManyAttempts, tooManyAttemptsMessage, type RateLimitOptions } from './rate-limit';
export { RateLimitCounter } from './counter';
export { clientAddress } from './client-address';
export * from './limits';
