import { route, routes } from '../route';

/** Shopper-written content: reviews, questions and answers, and the votes and flags on them. */
export const reviews = routes('reviews', {
  reviews: route('GET', '/products/v1/products/:productId/reviews'),
  writeReview: route('POST', '/products/v1/products/:productId/reviews'),
  voteReview: route('POST', '/products/v1/products/:productId/review/:reviewId/vote'),
  flagReview: route('POST', '/products/v1/products/:productId/review/:reviewId/flag'),
  translateReview: route('POST', '/products/v1/review/:reviewId/translate'),
  questions: route('GET', '/products/v1/products/:productId/reviews/questions'),
  askQuestion: route('POST', '/products/v1/products/:productId/reviews/questions'),
  voteAnswer: route('POST', '/products/v1/products/:productId/review/:answerId/questions/vote'),
});
