export { spendCaptcha } from './captcha';
export { hashPassword, verifyPassword } from './passwords';
export type { PasswordHash } from './passwords';
export type { GuestObjects, OwnedObjects } from './shopper-objects';
export { SEEDED_SHOPPERS, shopperStatements } from './shoppers';
export { createAccount, signUpConflict, userData, type SignUpEnrolment } from './sign-up';
export { authenticate, bearerToken, consumerOfRow, consumerOfTokenQuery, createGuest, issueTokens, randomToken, unauthorized } from './tokens';
export type { Consumer } from './tokens';
