/** The interests a shopper can pick; the profile keeps them joined with a pipe. */
export const INTERESTS = ['hiking', 'climbing', 'trail-running', 'camping', 'skiing', 'running', 'cycling', 'travel'] as const;
export type Interest = (typeof INTERESTS)[number];
export const INTERESTS_SEPARATOR = '|';
