import type { RateLimitOptions } from './rate-limit';

/*
 * The limits on what can be guessed (codes, card numbers and PINs) or costs someone else (an
 * order, a card check, a review a moderator reads, a mail sent), each counted per client address
 * and per what is guessed or whose it is (the card, the basket, the account). A shopper who
 * mistypes a code a few times never meets them; a script trying numbers meets them within a
 * handful of tries. Every attempt counts, right or wrong, so a right guess after the limit is
 * refused like any other until the window frees.
 */

type Limit = Pick<RateLimitOptions, 'name' | 'limit' | 'windowSeconds'>;
const MINUTES = 60;

/** A gift card's number and PIN at checkout: 5 tries per card, 20 per client, in 15 minutes. */
export const GIFT_CARD_REDEEM_LIMITS = {
  card: { name: 'gift-card-redeem-card', limit: 5, windowSeconds: 15 * MINUTES },
  address: { name: 'gift-card-redeem-address', limit: 20, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

/**
 * Reward codes and reward cards, at checkout and saved in the account (one count for both, so
 * neither door opens the other): per client, and per account or basket.
 */
export const REWARD_CODE_LIMITS = {
  address: { name: 'reward-code-address', limit: 20, windowSeconds: 15 * MINUTES },
  owner: { name: 'reward-code-owner', limit: 10, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

/** Promo codes on the cart: per client and per basket. */
export const PROMO_CODE_LIMITS = {
  address: { name: 'promo-code-address', limit: 30, windowSeconds: 15 * MINUTES },
  basket: { name: 'promo-code-basket', limit: 15, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

/** Shopper-written content a moderator reads: per client and per shopper (their consumer number), an hour. */
export const REVIEW_LIMITS = {
  address: { name: 'review-address', limit: 10, windowSeconds: 60 * MINUTES },
  owner: { name: 'review-owner', limit: 5, windowSeconds: 60 * MINUTES },
} as const satisfies Record<string, Limit>;

export const QUESTION_LIMITS = {
  address: { name: 'question-address', limit: 10, windowSeconds: 60 * MINUTES },
  owner: { name: 'question-owner', limit: 5, windowSeconds: 60 * MINUTES },
} as const satisfies Record<string, Limit>;

/**
 * A newsletter sign-up may send a confirmation mail: per client, per shopper and per address
 * signed up (so no one floods an inbox from many clients), an hour.
 */
export const NEWSLETTER_LIMITS = {
  address: { name: 'newsletter-address', limit: 10, windowSeconds: 60 * MINUTES },
  owner: { name: 'newsletter-owner', limit: 5, windowSeconds: 60 * MINUTES },
  email: { name: 'newsletter-email', limit: 5, windowSeconds: 60 * MINUTES },
} as const satisfies Record<string, Limit>;

/** A confirmation link's token can be guessed at: per client, 15 minutes. */
export const NEWSLETTER_CONFIRM_LIMITS = {
  address: { name: 'newsletter-confirm-address', limit: 20, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

/** The account's subscription switches, each a write upstream (and perhaps a mail): per account, 15 minutes. */
export const SUBSCRIPTION_CHANGE_LIMITS = {
  owner: { name: 'subscription-change-owner', limit: 20, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

/** Event places are few: per client and per member, an hour (the storefront's own registration route). */
export const EVENT_REGISTRATION_LIMITS = {
  address: { name: 'event-registration-address', limit: 10, windowSeconds: 60 * MINUTES },
  owner: { name: 'event-registration-owner', limit: 5, windowSeconds: 60 * MINUTES },
} as const satisfies Record<string, Limit>;

/** "Sign out everywhere" and password changes end sessions: a few a quarter hour per account. */
export const SESSION_END_LIMITS = {
  owner: { name: 'session-end-owner', limit: 10, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

/** The proxied calls that write shopper content, by their catalogue name, with their limits. */
export const PROXY_WRITE_LIMITS: Readonly<Record<string, { address: Limit; owner: Limit }>> = {
  'reviews.writeReview': REVIEW_LIMITS,
  'reviews.askQuestion': QUESTION_LIMITS,
};
