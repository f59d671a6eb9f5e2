import type { IRequest } from 'itty-router';
import type { z } from 'zod';
import { REVIEW_BODY_MAX } from '../../../shared/catalogue/reviews-limits';
import { FlagRequestSchema, ReviewInputSchema, ReviewSortSchema, TranslateRequestSchema, VoteRequestSchema, type Review, type ReviewList, type ReviewSort, type Translation, type VoteResponse } from '../../../shared/catalogue/schemas/reviews';
import { averageRating, isReviewLanguage, translateText } from '../../data/reviews';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { checkBody, errorResponse, json, pageOf, parseBody, queryParam, readJson, siteOf, type MockRouter } from '../../http';
import { newId, shopperOf, shopperWrite, styleOf, voteOf } from '../../ugc-common';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

/*
 * Products, reviews (all behind the products client-id check in products.ts):
 *   GET  /products/v1/products/{productId}/reviews?sort=&start=&count=   → ReviewList
 *   POST /products/v1/products/{productId}/reviews                       → 201 { reviewId, status: 'pending' }
 *   POST /products/v1/products/{productId}/review/{reviewId}/vote        → VoteResponse (x-usid required)
 *   POST /products/v1/products/{productId}/review/{reviewId}/flag        → { reviewId, flagged } (x-usid required)
 *   POST /products/v1/review/{reviewId}/translate                        → Translation
 */


const DEFAULT_COUNT = 10;
const MAX_COUNT = 50;
const DEFAULT_SORT: ReviewSort = 'newest';

/** Every order ends on the id so paging is stable (no review on two pages). */
const ORDER_BY: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id',
  oldest: 'r.created_at ASC, r.id',
  highest: 'r.rating DESC, r.created_at DESC, r.id',
  lowest: 'r.rating ASC, r.created_at DESC, r.id',
  helpful: 'r.helpful_count DESC, r.created_at DESC, r.id',
};

interface ReviewRow {
  id: string; product_id: string; rating: number; title: string; body: string; author: string; location: string | null;
  language: string; created_at: string; verified: number; helpful_count: number; not_helpful_count: number; my_vote: number | null;
}

function toReview(row: ReviewRow, withMyVote: boolean): Review {
  return {
    reviewId: row.id,
    productId: row.product_id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.author,
    ...(row.location ? { location: row.location } : {}),
    language: row.language,
    createdAt: row.created_at,
    verifiedPurchase: row.verified === 1,
    helpfulCount: row.helpful_count,
    notHelpfulCount: row.not_helpful_count,
    // Without a session there is no "my" vote to report, so the field is left out.
    ...(withMyVote ? { myVote: voteOf(row.my_vote) } : {}),
  };
}

async function productExists(db: D1Database, style: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM products WHERE id = ?').bind(style).first()) !== null;
}

const productNotFound = (request: IRequest) => errorResponse(request, 'API404', 'Product not found');
const reviewNotFound = (request: IRequest) => errorResponse(request, 'API404', 'Review not found');

async function listReviews(request: IRequest, env: Env): Promise<Response> {
  const style = styleOf(request.params.productId);
  if (!style) return productNotFound(request);
  const sort = ReviewSortSchema.safeParse(queryParam(request, 'sort') || DEFAULT_SORT);
  if (!sort.success) return errorResponse(request, 400, 'API400', `Unknown sort "${queryParam(request, 'sort')}"`);
  const page = pageOf(request, DEFAULT_COUNT, MAX_COUNT);
  if (page instanceof Response) return page;
  const usid = shopperOf(request);
  await ensureDatabase(env.DB);
  // One round trip: existence, star distribution and the page with the caller's votes.
  const [exists, stars, rows] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare('SELECT 1 AS found FROM products WHERE id = ?').bind(style),
    env.DB.prepare("SELECT rating, COUNT(*) AS n FROM reviews WHERE product_id = ? AND status = 'approved' GROUP BY rating").bind(style),
    env.DB.prepare(
      `SELECT r.id, r.product_id, r.rating, r.title, r.body, r.author, r.location, r.language, r.created_at, r.verified,
              r.helpful_count, r.not_helpful_count, v.helpful AS my_vote
         FROM reviews r LEFT JOIN review_votes v ON v.review_id = r.id AND v.usid = ?
        WHERE r.product_id = ? AND r.status = 'approved'
        ORDER BY ${ORDER_BY[sort.data]} LIMIT ? OFFSET ?`,
    ).bind(usid ?? '', style, page.count, page.start),
  ]);
  if (!exists?.results.length) return productNotFound(request);
  const distribution = [0, 0, 0, 0, 0];
  const ratings: number[] = [];
  for (const row of (stars?.results ?? []) as Array<{ rating: number; n: number }>) {
    distribution[row.rating - 1] = row.n;
    for (let i = 0; i < row.n; i++) ratings.push(row.rating);
  }
  const reviews = ((rows?.results ?? []) as unknown as ReviewRow[]).map((row) => toReview(row, usid !== undefined));
  const list: ReviewList = {
    productId: style,
    total: ratings.length,
    start: page.start,
    count: reviews.length,
    sort: sort.data,
    averageRating: averageRating(ratings),
    distribution,
    reviews,
  };
  return json(list);
}

/**
 * A new review is stored as 'pending': it waits for moderation and is not listed (nor
 * counted in the rating) until approved, as on every serious review platform.
 */
async function createReview(request: IRequest, env: Env): Promise<Response> {
  const style = styleOf(request.params.productId);
  if (!style) return productNotFound(request);
  const raw = await readJson(request);
  // REV410 wins over any other problem so the form can say exactly what is wrong.
  const rawBody = (raw as { body?: unknown } | undefined)?.body;
  if (typeof rawBody === 'string' && rawBody.trim().length > REVIEW_BODY_MAX) return errorResponse(request, 'REV410', 'Review max length exceeded');
  const review = checkBody(request, ReviewInputSchema, raw);
  if (review instanceof Response) return review;
  await ensureDatabase(env.DB);
  if (!(await productExists(env.DB, style))) return productNotFound(request);
  const reviewId = newId(`${style}-U`, 10);
  await env.DB.prepare(
    `INSERT INTO reviews (id, product_id, status, rating, title, body, author, location, language, created_at, verified,
                          base_helpful, base_not_helpful, helpful_count, not_helpful_count, usid)
     VALUES (?, ?, 'pending', ?, ?, ?, ?, NULL, ?, ?, 0, 0, 0, 0, 0, ?)`,
  ).bind(reviewId, style, review.rating, review.title, review.body, review.author, siteOf(request).language, new Date().toISOString(), shopperOf(request) ?? null).run();
  return json({ reviewId, status: 'pending' }, { status: 201 });
}

/** Only listed (approved) reviews of this product can be voted on or flagged. */
async function findReview(db: D1Database, style: string, reviewId: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS found FROM reviews WHERE id = ? AND product_id = ? AND status = 'approved'").bind(reviewId, style).first();
  return row !== null;
}

/**
 * Shared by review and answer votes: the vote row is upserted (a second vote replaces the
 * first), then the counts are recomputed from base + votes, all in one transaction, so a
 * shopper counts once however often they click.
 */
export async function castVote(db: D1Database, kind: 'review' | 'answer', id: string, usid: string, helpful: boolean): Promise<VoteResponse> {
  const [votes, table, key] = kind === 'review' ? ['review_votes', 'reviews', 'review_id'] : ['answer_votes', 'answers', 'answer_id'];
  const results = await db.batch<{ helpful_count: number; not_helpful_count: number }>([
    db.prepare(`INSERT INTO ${votes} (${key}, usid, helpful, voted_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (${key}, usid) DO UPDATE SET helpful = excluded.helpful, voted_at = excluded.voted_at`).bind(id, usid, helpful ? 1 : 0, new Date().toISOString()),
    db.prepare(`UPDATE ${table} SET
                  helpful_count = base_helpful + (SELECT COUNT(*) FROM ${votes} WHERE ${key} = ?1 AND helpful = 1),
                  not_helpful_count = base_not_helpful + (SELECT COUNT(*) FROM ${votes} WHERE ${key} = ?1 AND helpful = 0)
                WHERE id = ?1`).bind(id),
    db.prepare(`SELECT helpful_count, not_helpful_count FROM ${table} WHERE id = ?`).bind(id),
  ]);
  const counts = results[2]?.results[0];
  return { id, helpfulCount: counts?.helpful_count ?? 0, notHelpfulCount: counts?.not_helpful_count ?? 0, myVote: helpful ? 'helpful' : 'not-helpful' };
}

/** A shopper's write about one existing review of the product in the path, or the error answer. */
async function reviewWrite<S extends z.ZodType>(request: IRequest, env: Env, schema: S): Promise<{ usid: string; body: z.infer<S>; reviewId: string } | Response> {
  const write = await shopperWrite(request, schema);
  if (write instanceof Response) return write;
  const style = styleOf(request.params.productId);
  const reviewId = request.params.reviewId ?? '';
  if (!style) return reviewNotFound(request);
  await ensureDatabase(env.DB);
  if (!(await findReview(env.DB, style, reviewId))) return reviewNotFound(request);
  return { ...write, reviewId };
}

async function voteReview(request: IRequest, env: Env): Promise<Response> {
  const write = await reviewWrite(request, env, VoteRequestSchema);
  if (write instanceof Response) return write;
  return json(await castVote(env.DB, 'review', write.reviewId, write.usid, write.body.helpful));
}

async function flagReview(request: IRequest, env: Env): Promise<Response> {
  const write = await reviewWrite(request, env, FlagRequestSchema);
  if (write instanceof Response) return write;
  const { usid, body, reviewId } = write;
  // One flag per shopper per review; flagging again only updates the reason.
  await env.DB.prepare(
    `INSERT INTO review_flags (review_id, usid, reason, flagged_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (review_id, usid) DO UPDATE SET reason = excluded.reason`,
  ).bind(reviewId, usid, body.reason, new Date().toISOString()).run();
  return json({ reviewId, flagged: true });
}

async function translateReview(request: IRequest, env: Env): Promise<Response> {
  const reviewId = request.params.reviewId ?? '';
  const translate = await parseBody(request, TranslateRequestSchema);
  if (translate instanceof Response) return translate;
  const target = translate.targetLanguage;
  if (!isReviewLanguage(target)) return errorResponse(request, 400, 'API400', `Unsupported target language "${target}"`);
  await ensureDatabase(env.DB);
  const row = await env.DB.prepare("SELECT id, title, body, language FROM reviews WHERE id = ? AND status = 'approved'")
    .bind(reviewId)
    .first<{ id: string; title: string; body: string; language: string }>();
  if (!row) return reviewNotFound(request);
  const source = row.language;
  const translation: Translation =
    source === target || !isReviewLanguage(source)
      ? { reviewId, language: source, title: row.title, body: row.body }
      : { reviewId, language: target, title: translateText(row.title, source, target), body: translateText(row.body, source, target) };
  return json(translation);
}

export function registerReviewRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.reviews.reviews, listReviews),
    on(api.reviews.writeReview, createReview),
    on(api.reviews.voteReview, voteReview),
    on(api.reviews.flagReview, flagReview),
    on(api.reviews.translateReview, translateReview),
  ]);
}
