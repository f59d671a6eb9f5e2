// The reviews' and questions' fixed values, without zod: the product page renders them on its
// first load, and the schemas that use them (./reviews) load only with a call or a submit.

/** GET /products/v1/products/{productId}/reviews?sort=&start=&count= */
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;

/** REV410: the bound itself is ours (the spec does not give it). */
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_TITLE_MAX = 100;

/** POST .../review/{reviewId}/flag. */
export const FLAG_REASONS = ['inappropriate', 'spam', 'off-topic', 'other'] as const;

export const QUESTION_MAX = 500;
