import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../data/catalog';
import { generateQuestions, generateReviews } from '../data/reviews';
import { ugcSeedStatements } from './seed-ugc';

interface Recorded { sql: string; binds: unknown[] }

/** Just enough of D1 to capture what the seed would run. */
function recordingDb(): { db: D1Database; statements: Recorded[] } {
  const statements: Recorded[] = [];
  const db = {
    prepare(sql: string) {
      const recorded: Recorded = { sql, binds: [] };
      statements.push(recorded);
      const statement = {
        bind(...binds: unknown[]) {
          recorded.binds = binds;
          return statement;
        },
      };
      return statement;
    },
  } as unknown as D1Database;
  return { db, statements };
}

describe('ugc seed statements', () => {
  const catalog = generateCatalog();
  const { db, statements } = recordingDb();
  ugcSeedStatements(db, catalog);

  const rowsOf = (table: string) =>
    statements.filter((s) => s.sql.startsWith(`INSERT INTO ${table} `)).flatMap((s) => JSON.parse(String(s.binds[0])) as unknown[][]);

  it('binds one JSON array per statement, well within D1 limits, one value per column', () => {
    for (const { sql, binds } of statements.filter((s) => s.sql.startsWith('INSERT'))) {
      expect(binds).toHaveLength(1);
      expect(String(binds[0]).length).toBeLessThan(1_000_000);
      const columns = (/\(([^)]*)\)/.exec(sql)?.[1] ?? '').split(',').length;
      for (const row of JSON.parse(String(binds[0])) as unknown[][]) expect(row).toHaveLength(columns);
      expect(sql).toContain('FROM json_each(?) WHERE true');
    }
  });

  it('writes every generated review, question, answer and set member once', () => {
    const reviews = catalog.flatMap((p) => generateReviews(p.id));
    const questions = catalog.flatMap((p) => generateQuestions(p.id));
    expect(rowsOf('reviews').map((row) => row[0])).toEqual(reviews.map((r) => r.reviewId));
    expect(rowsOf('reviews')[0]).toEqual([
      reviews[0]?.reviewId, reviews[0]?.productId, 'approved', reviews[0]?.rating, reviews[0]?.title, reviews[0]?.body, reviews[0]?.author,
      reviews[0]?.location, reviews[0]?.language, reviews[0]?.createdAt, reviews[0]?.verifiedPurchase ? 1 : 0,
      reviews[0]?.helpfulCount, reviews[0]?.notHelpfulCount, reviews[0]?.helpfulCount, reviews[0]?.notHelpfulCount,
    ]);
    expect(rowsOf('questions').map((row) => row[0])).toEqual(questions.map((q) => q.questionId));
    expect(rowsOf('answers').map((row) => row[0])).toEqual(questions.flatMap((q) => q.answers.map((a) => a.answerId)));
    expect(rowsOf('product_sets')).toHaveLength(20);
  });

  it('keeps votes through a reseed: counts are recomputed from base plus stored votes', () => {
    const review = statements.find((s) => s.sql.startsWith('INSERT INTO reviews '));
    expect(review?.sql).toMatch(/ON CONFLICT \(id\) DO UPDATE SET[\s\S]*helpful_count = excluded\.base_helpful \+ \(SELECT COUNT\(\*\) FROM review_votes/);
    expect(statements.some((s) => /DELETE FROM review_votes|DELETE FROM favorite/.test(s.sql))).toBe(false);
    // Few statements: the first request seeds quickly.
    expect(statements.length).toBeLessThan(40);
  });
});
