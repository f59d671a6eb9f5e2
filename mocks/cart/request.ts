import type { IRequest } from 'itty-router';
import type { z } from 'zod';
import { api } from '../../shared/api';
import { BasketIdSchema, type Cart } from '../../shared/cart/schemas/cart';
import type { Site } from '../../shared/site';
import { answer } from '../catalogue-routes';
import type { Env } from '../env';
import { badRequest, errorResponse, queryParam, siteOf } from '../http';
import { openBasket, readBasket, writeThenRead, type BasketState, type OpenBasket } from './basket';
import { siteById } from '../markets';
import { cartView, type Flash } from './view';

/*
 * Reading a basket call (query, body and path ids checked against their schemas) and answering
 * it with the basket as it now is.
 */

/** A flag in the query: only 'true' and 'false' are flags; anything else stays a string for the schema to refuse. */
export function flagParam(request: IRequest, name: string): boolean | string | undefined {
  const raw = queryParam(request, name);
  return raw === 'true' ? true : raw === 'false' ? false : raw;
}

/** A query built from the raw parameters (absent ones left out), checked against its schema. */
export function parseQuery<S extends z.ZodType>(request: IRequest, schema: S, raw: Record<string, unknown>): z.infer<S> | Response {
  const defined = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
  const parsed = schema.safeParse(defined);
  return parsed.success ? parsed.data : badRequest(request, parsed.error);
}

/** A path id checked against its format, or the API400 answer naming it. */
export function pathId<S extends z.ZodType<string>>(request: IRequest, name: string, schema: S, value: string | undefined): string | Response {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : errorResponse(request, 400, 'API400', `${name} is malformed`);
}

/** The basket's own site, with the caller's language when the caller is on it (en-ca or fr-ca). */
export function siteOfBasket(request: IRequest, state: BasketState): Site {
  const asked = siteOf(request);
  return asked.siteId === state.cart.site_id ? asked : (siteById(state.cart.site_id) ?? asked);
}

export interface AnswerOptions {
  flash?: Flash[];
  favStoreId?: string | undefined;
  status?: number;
  /** Nothing was written, so the rows already read are current. */
  unchanged?: boolean;
}

const viewOf = (request: IRequest, env: Env, consumer: OpenBasket['consumer'], state: BasketState, options: AnswerOptions): Promise<Cart> =>
  cartView(env.DB, state, { site: siteOfBasket(request, state), consumer, flash: options.flash ?? [], favStoreId: options.favStoreId });

/** The basket as it is after the call's write. */
export async function basketAfter(request: IRequest, env: Env, open: OpenBasket, options: AnswerOptions = {}): Promise<Cart> {
  const state = options.unchanged ? open.state : ((await readBasket(env.DB, open.state.cart.id)) ?? open.state);
  return viewOf(request, env, open.consumer, state, options);
}

/** Writes `writes` and answers the basket as they left it, read in the write's own batch rather than after it. */
export async function writeAndRespond(request: IRequest, env: Env, open: OpenBasket, writes: D1PreparedStatement[], options: AnswerOptions = {}): Promise<Response> {
  const state = (await writeThenRead(env.DB, open.state.cart.id, writes)).state ?? open.state;
  return answer(api.cart.cart, await viewOf(request, env, open.consumer, state, options), { status: options.status ?? 200 });
}

export async function respond(request: IRequest, env: Env, open: OpenBasket, options: AnswerOptions = {}): Promise<Response> {
  return answer(api.cart.cart, await basketAfter(request, env, open, options), { status: options.status ?? 200 });
}

/**
 * The basket a path names, format checked, once its owner is proven; `also` names more of the
 * basket to read in the same round trip (see openBasket).
 */
export async function opened(request: IRequest, env: Env, basketId: string | undefined, also?: (db: D1Database, basketId: string) => D1PreparedStatement[]): Promise<(OpenBasket & { alsoRead: D1Result[] }) | Response> {
  const id = pathId(request, 'basketId', BasketIdSchema, basketId);
  if (id instanceof Response) return id;
  return openBasket(request, env, id, undefined, also?.(env.DB, id));
}

