import { z } from 'zod';
import {
  FlagRequestSchema,
  FlagResponseSchema,
  QuestionCreatedSchema,
  QuestionInputSchema,
  QuestionListSchema,
  ReviewCreatedSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewSortSchema,
  TranslateRequestSchema,
  TranslationSchema,
  VoteRequestSchema,
  VoteResponseSchema,
} from '../schemas';
import { endpoint } from './endpoint';

const PageQuerySchema = z.object({ start: z.number().int().nonnegative().optional(), count: z.number().int().positive().optional() });

/** Shopper-written content: reviews, questions and answers, and the votes and flags on them. */
export const reviews = {
  reviews: endpoint('GET', '/products/v1/products/:productId/reviews', { query: PageQuerySchema.extend({ sort: ReviewSortSchema.optional() }), response: ReviewListSchema }),
  writeReview: endpoint('POST', '/products/v1/products/:productId/reviews', { body: ReviewInputSchema, response: ReviewCreatedSchema }),
  voteReview: endpoint('POST', '/products/v1/products/:productId/review/:reviewId/vote', { body: VoteRequestSchema, response: VoteResponseSchema }),
  flagReview: endpoint('POST', '/products/v1/products/:productId/review/:reviewId/flag', { body: FlagRequestSchema, response: FlagResponseSchema }),
  translateReview: endpoint('POST', '/products/v1/review/:reviewId/translate', { body: TranslateRequestSchema, response: TranslationSchema }),
  questions: endpoint('GET', '/products/v1/products/:productId/reviews/questions', { query: PageQuerySchema, response: QuestionListSchema }),
  askQuestion: endpoint('POST', '/products/v1/products/:productId/reviews/questions', { body: QuestionInputSchema, response: QuestionCreatedSchema }),
  voteAnswer: endpoint('POST', '/products/v1/products/:productId/review/:answerId/questions/vote', { body: VoteRequestSchema, response: VoteResponseSchema }),
} as const;
