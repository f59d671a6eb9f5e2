export { limitAttempt, rateLimit, RATE_LIMITED_ERROR_ID, tooManyAttemptsMessage, type RateLimitOptions } from './rate-limit';
export { RateLimitCounter } from './counter';
export { clientAddress } from './client-address';
