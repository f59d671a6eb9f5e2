import type { IRequest } from 'itty-router';
import type { z } from 'zod';
import { errorResponse, parseBody } from './http';

// Helpers shared by the shopper-content mocks: reviews, questions, favorites, notifications.

/** The storefront forwards its rl_usid cookie as x-usid; same shape it accepts. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Style code plus an optional 3-digit colour: a product code. */
const PRODUCT_ID = /^([A-Z]{2}[A-Z0-9]{6})(\d{3})?$/;

/** The calling shopper's session id, or undefined for an anonymous call. */
export function shopperOf(request: IRequest): string | undefined {
  const usid = request.headers.get('x-usid') ?? '';
  return SESSION_ID.test(usid) ? usid : undefined;
}

/** Votes, flags and lists belong to a shopper: without a session there is no one to record. */
export function requireShopper(request: IRequest): string | Response {
  return shopperOf(request) ?? errorResponse(request, 401, 'AUT498', 'Invalid customer');
}

/** Reviews and lists hang off the style, so a code with a colour resolves to its style. */
export function styleOf(productId: string | undefined): string | undefined {
  return PRODUCT_ID.exec(productId ?? '')?.[1];
}

/** A shopper's write: their session and the validated body, or the AUT498 / API400 answer. */
export async function shopperWrite<S extends z.ZodType>(request: IRequest, schema: S): Promise<{ usid: string; body: z.infer<S> } | Response> {
  const usid = requireShopper(request);
  if (usid instanceof Response) return usid;
  const body = await parseBody(request, schema);
  return body instanceof Response ? body : { usid, body };
}

/** Short random ids for rows shoppers create; only path-safe characters. */
export function newId(prefix: string, length = 16): string {
  return `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, length).toUpperCase()}`;
}

export const voteOf = (helpful: number | null | undefined): 'helpful' | 'not-helpful' | null =>
  helpful === null || helpful === undefined ? null : helpful === 1 ? 'helpful' : 'not-helpful';
