import type { IRequest } from 'itty-router';
import type { z } from 'zod';
import { ensureDatabase } from './db/ready';
import type { Env } from './env';
import { hashOf } from './hex';
import { json, notFound, parseBody } from './http';

/**
 * A handler that moves a time of the row a secret names `seconds` into the past; whoever holds the
 * secret may, and the row is found by the secret's hash as the service stores it.
 */
export function ageBySecret<S extends z.ZodType<{ seconds: number }>>(schema: S, secretOf: (input: z.infer<S>) => string, update: string) {
  return async (request: IRequest, env: Env): Promise<Response> => {
    const input = await parseBody(request, schema);
    if (input instanceof Response) return input;
    await ensureDatabase(env.DB);
    const aged = await env.DB.prepare(update).bind(input.seconds * 1000, await hashOf(secretOf(input))).run();
    return aged.meta.changes ? json({ agedSeconds: input.seconds }) : notFound(request);
  };
}
