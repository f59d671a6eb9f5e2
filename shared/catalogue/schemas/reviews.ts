import * as z from 'zod';
import { FLAG_REASONS, QUESTION_MAX, REVIEW_SORTS, REVIEW_TITLE_MAX } from '../reviews-limits';

export * from '../reviews-limits';

export const ReviewSortSchema = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof ReviewSortSchema>;

export const ReviewSchema = z.object({
  reviewId: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  location: z.string().optional(),
  /** BCP 47 language of title and body; the translate call targets the page language. */
  language: z.string(),
  createdAt: z.string(),
  verifiedPurchase: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
  notHelpfulCount: z.number().int().nonnegative(),
  /** The calling shopper's vote (by x-usid); absent without a session. */
  myVote: z.enum(['helpful', 'not-helpful']).nullable().optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListSchema = z.object({
  productId: z.string(),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  sort: ReviewSortSchema,
  averageRating: z.number().min(0).max(5),
  /** Reviews per star, index 0 is 1 star. */
  distribution: z.array(z.number().int().nonnegative()).length(5),
  reviews: z.array(ReviewSchema),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/**
 * POST /products/v1/products/{productId}/reviews: writing a review. The spec lists
 * only the GET; the write form needs one, and POST on the collection is it.
 */
export const ReviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
  /** Longer than REVIEW_BODY_MAX is REV410, checked separately so the code is exact. */
  body: z.string().trim().min(1),
  author: z.string().trim().min(2).max(30),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
/** New reviews wait for moderation, as on every serious review platform. */
export const ReviewCreatedSchema = z.object({ reviewId: z.string(), status: z.literal('pending') });

/** POST .../review/{reviewId}/vote and .../review/{answerId}/questions/vote: one vote per shopper, the latest counts. */
export const VoteRequestSchema = z.object({ helpful: z.boolean() });
export const VoteResponseSchema = z.object({ id: z.string(), helpfulCount: z.number().int().nonnegative(), notHelpfulCount: z.number().int().nonnegative(), myVote: z.enum(['helpful', 'not-helpful']) });
export type VoteResponse = z.infer<typeof VoteResponseSchema>;

export const FlagRequestSchema = z.object({ reason: z.enum(FLAG_REASONS) });
export const FlagResponseSchema = z.object({ reviewId: z.string(), flagged: z.literal(true) });

/** POST /products/v1/review/{reviewId}/translate. */
export const TranslateRequestSchema = z.object({ targetLanguage: z.string().regex(/^[a-z]{2}$/) });
export const TranslationSchema = z.object({ reviewId: z.string(), language: z.string(), title: z.string(), body: z.string() });
export type Translation = z.infer<typeof TranslationSchema>;

export const AnswerSchema = z.object({
  answerId: z.string(),
  text: z.string(),
  author: z.string(),
  /** Staff answers are labelled in the UI. */
  isStaff: z.boolean(),
  createdAt: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  notHelpfulCount: z.number().int().nonnegative(),
  myVote: z.enum(['helpful', 'not-helpful']).nullable().optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

export const QuestionSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  answers: z.array(AnswerSchema),
});
export type Question = z.infer<typeof QuestionSchema>;

/** GET /products/v1/products/{productId}/reviews/questions?start=&count=. */
export const QuestionListSchema = z.object({ productId: z.string(), total: z.number().int().nonnegative(), start: z.number().int().nonnegative(), questions: z.array(QuestionSchema) });
export type QuestionList = z.infer<typeof QuestionListSchema>;

/** POST the same path: ask a question (the ask-a-question dialog). */
export const QuestionInputSchema = z.object({
  text: z.string().trim().min(10).max(QUESTION_MAX),
  author: z.string().trim().min(2).max(30),
  email: z.string().max(100),
});
export type QuestionInput = z.infer<typeof QuestionInputSchema>;
/** Questions are moderated like reviews: not listed until approved. */
export const QuestionCreatedSchema = z.object({ questionId: z.string(), status: z.literal('pending') });
export type QuestionCreated = z.infer<typeof QuestionCreatedSchema>;
