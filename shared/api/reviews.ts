import * as z from 'zod';
import { FlagRequestSchema, FlagResponseSchema, QuestionCreatedSchema, QuestionInputSchema, QuestionListSchema, ReviewCreatedSchema, ReviewInputSchema, ReviewListSchema, ReviewSortSchema, TranslateRequestSchema, TranslationSchema, VoteRequestSchema, VoteResponseSchema } from '../catalogue/schemas/reviews';
import { endpoints } from './endpoint';
import * as routes from './routes/reviews';

const PageQuerySchema = z.object({ start: z.number().int().nonnegative().optional(), count: z.number().int().positive().optional() });

/** Shopper-written content: reviews, questions and answers, and the votes and flags on them. */
export const reviews = endpoints(routes.reviews, {
  reviews: { query: PageQuerySchema.extend({ sort: ReviewSortSchema.optional() }), response: ReviewListSchema },
  writeReview: { body: ReviewInputSchema, response: ReviewCreatedSchema },
  voteReview: { body: VoteRequestSchema, response: VoteResponseSchema },
  flagReview: { body: FlagRequestSchema, response: FlagResponseSchema },
  translateReview: { body: TranslateRequestSchema, response: TranslationSchema },
  questions: { query: PageQuerySchema, response: QuestionListSchema },
  askQuestion: { body: QuestionInputSchema, response: QuestionCreatedSchema },
  voteAnswer: { body: VoteRequestSchema, response: VoteResponseSchema },
});
