import type { ProductRecord } from '../data/catalog';
import { buildProductSets } from '../data/product-sets';
import { generateQuestions, generateReviews } from '../data/reviews';

/*
 * Seed rows for reviews, questions, answers and product sets. Like the catalogue seed, each
 * statement reads a chunk of rows from one bound JSON array with json_each: a 1,000-product
 * catalogue has some 20,000 reviews, and row-at-a-time inserts would take far too long.
 *
 * Reviews and answers are upserted by content only; their counts are recomputed from
 * base + persisted votes, so a reseed (new catalogue version) never loses a shopper's vote.
 */

/** Rows per statement: a chunk of long reviews stays far below D1's 2 MB bound-value limit. */
const ROWS_PER_STATEMENT = 300;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** `columns` are filled, in order, from each row array; `tail` handles conflicts. */
function bulkInsert(db: D1Database, table: string, columns: readonly string[], rows: readonly unknown[][], tail = ''): D1PreparedStatement[] {
  const select = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ');
  // WHERE true: SQLite needs it to parse an upsert after INSERT ... SELECT.
  return chunks(rows, ROWS_PER_STATEMENT).map((chunk) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM json_each(?) WHERE true ${tail}`).bind(JSON.stringify(chunk)),
  );
}

const REVIEW_UPSERT = `ON CONFLICT (id) DO UPDATE SET
  product_id = excluded.product_id, rating = excluded.rating, title = excluded.title, body = excluded.body,
  author = excluded.author, location = excluded.location, language = excluded.language, created_at = excluded.created_at,
  verified = excluded.verified, base_helpful = excluded.base_helpful, base_not_helpful = excluded.base_not_helpful,
  helpful_count = excluded.base_helpful + (SELECT COUNT(*) FROM review_votes v WHERE v.review_id = reviews.id AND v.helpful = 1),
  not_helpful_count = excluded.base_not_helpful + (SELECT COUNT(*) FROM review_votes v WHERE v.review_id = reviews.id AND v.helpful = 0)`;

const ANSWER_UPSERT = `ON CONFLICT (id) DO UPDATE SET
  question_id = excluded.question_id, product_id = excluded.product_id, text = excluded.text, author = excluded.author,
  is_staff = excluded.is_staff, created_at = excluded.created_at, base_helpful = excluded.base_helpful, base_not_helpful = excluded.base_not_helpful,
  helpful_count = excluded.base_helpful + (SELECT COUNT(*) FROM answer_votes v WHERE v.answer_id = answers.id AND v.helpful = 1),
  not_helpful_count = excluded.base_not_helpful + (SELECT COUNT(*) FROM answer_votes v WHERE v.answer_id = answers.id AND v.helpful = 0)`;

export function ugcSeedStatements(db: D1Database, products: readonly ProductRecord[]): D1PreparedStatement[] {
  const reviews = products.flatMap((product) => generateReviews(product.id));
  const questions = products.flatMap((product) => generateQuestions(product.id));
  const answers = questions.flatMap((question) => question.answers.map((answer) => ({ ...answer, questionId: question.questionId, productId: question.productId })));
  const sets = buildProductSets(products);

  return [
    ...bulkInsert(
      db,
      'reviews',
      ['id', 'product_id', 'status', 'rating', 'title', 'body', 'author', 'location', 'language', 'created_at', 'verified', 'base_helpful', 'base_not_helpful', 'helpful_count', 'not_helpful_count'],
      reviews.map((r) => [r.reviewId, r.productId, 'approved', r.rating, r.title, r.body, r.author, r.location, r.language, r.createdAt, r.verifiedPurchase ? 1 : 0, r.helpfulCount, r.notHelpfulCount, r.helpfulCount, r.notHelpfulCount]),
      REVIEW_UPSERT,
    ),
    ...bulkInsert(
      db,
      'questions',
      ['id', 'product_id', 'status', 'text', 'author', 'created_at'],
      questions.map((q) => [q.questionId, q.productId, 'approved', q.text, q.author, q.createdAt]),
      'ON CONFLICT (id) DO UPDATE SET product_id = excluded.product_id, text = excluded.text, author = excluded.author, created_at = excluded.created_at',
    ),
    ...bulkInsert(
      db,
      'answers',
      ['id', 'question_id', 'product_id', 'text', 'author', 'is_staff', 'created_at', 'base_helpful', 'base_not_helpful', 'helpful_count', 'not_helpful_count'],
      answers.map((a) => [a.answerId, a.questionId, a.productId, a.text, a.author, a.isStaff ? 1 : 0, a.createdAt, a.helpfulCount, a.notHelpfulCount, a.helpfulCount, a.notHelpfulCount]),
      ANSWER_UPSERT,
    ),
    // Sets hold no shopper data: rebuild them from scratch for the seeded catalogue.
    db.prepare('DELETE FROM product_set_items'),
    db.prepare('DELETE FROM product_sets'),
    ...bulkInsert(db, 'product_sets', ['id', 'name', 'description'], sets.map((s) => [s.productSetId, s.name, s.description])),
    ...bulkInsert(
      db,
      'product_set_items',
      ['set_id', 'product_id', 'position'],
      sets.flatMap((s) => s.productIds.map((productId, position) => [s.productSetId, productId, position])),
    ),
  ];
}
