import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { json, parseBody, type MockRouter } from '../../http';

// Test controls of shopper text: POST /__test/ugc/approve {reviewIds, questionIds}.

const ModerationSchema = z.object({
  reviewIds: z.array(z.string().min(1).max(64)).max(50).default([]),
  questionIds: z.array(z.string().min(1).max(64)).max(50).default([]),
});

/** Approves pending reviews and questions as a moderator would, so a test can see shopper text listed. */
async function approveUgc(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ModerationSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const approve = (table: 'reviews' | 'questions', ids: string[]) =>
    ids.map((id) => env.DB.prepare(`UPDATE ${table} SET status = 'approved' WHERE id = ? AND status = 'pending'`).bind(id));
  const statements = [...approve('reviews', input.reviewIds), ...approve('questions', input.questionIds)];
  const results = statements.length ? await env.DB.batch(statements) : [];
  return json({ approved: results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0) });
}

export function registerCatalogueTestControls(router: MockRouter): void {
  router.post('/__test/ugc/approve', approveUgc);
}
