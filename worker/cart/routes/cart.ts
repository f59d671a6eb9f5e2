import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { AddIdempotencyKeySchema, CART_BODY_MAX_BYTES } from '../../../shared/cart/cart-routes';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/cart/idempotency';
import { isCartNotFound, isInvalidCustomer } from '../../../shared/cart/errors';
import { readJsonBody } from '../../routes/read-body';
import { limitAll, PROMO_CODE_LIMITS } from '../../middleware/rate-limit';
import { shopperSession } from '../../session/middleware';
import { cartSession } from '../cart-session';
import { rememberCartCount } from '../../decisions';
import { savedForLaterPageSize } from '../cart-settings';
import * as service from '../cart-service';
import type { CartSession } from '../cart-service';
import { settleBasketSite } from '../site-switch';
import type { SiteSwitch } from '../../../shared/cart/cart-routes';
import { fapi } from '../../../shared/fapi/schemas';
import { serviceInputs } from '../../middleware/request-context/service-inputs';

/*
 * The storefront's cart routes. The basket is the one the shopper's session owns, so nothing
 * here can name another shopper's; every body, query and path id is checked before any call,
 * and a malformed one is API400 with the cart untouched.
 *   GET    /fapi/cart[?saved=0]                        basket and saved-for-later list
 *   POST   /fapi/cart/items                            add a line (a new basket when none); with an
 *                                                       Idempotency-Key (an offline add) once per key
 *   POST   /fapi/cart/items/set                        add several lines at once, all or none
 *   PATCH  /fapi/cart/items/:itemId                    quantity or gift option
 *   DELETE /fapi/cart/items/:itemId                    remove a line
 *   PUT    /fapi/cart/items/:itemId/delivery           delivery method (pickup with a store)
 *   POST   /fapi/cart/items/:itemId/save-for-later     move a line to the saved list
 *   POST   /fapi/cart/saved/:listId/:itemId/move       move a saved item back
 *   DELETE /fapi/cart/saved/:listId/:itemId            drop a saved item
 *   PUT    /fapi/cart/coupon   DELETE /fapi/cart/coupon/:code
 *   POST   /fapi/cart/restore                          a new basket with remembered lines
 * Each answers under a site's locale too (`/de-de/fapi/cart`), which names the site the basket is
 * priced for; a basket of another site is moved here first (services/cart/site-switch.ts).
 */

function invalid(c: Context<AppEnv>, issues: z.ZodError | string): Response {
  const message = typeof issues === 'string' ? issues : (issues.issues[0]?.message ?? 'Invalid request');
  return apiError(c, 400, 'API400', message);
}

const body = <S extends z.ZodType>(c: Context<AppEnv>, schema: S) => readJsonBody(c, schema, CART_BODY_MAX_BYTES, 'The request body is not valid');

function itemId(c: Context<AppEnv>): string | Response {
  const parsed = fapi.cart.updateLine.params.itemId.safeParse(c.req.param('itemId'));
  return parsed.success ? parsed.data : invalid(c, 'itemId is malformed');
}

/** A line's id and what to change on it, each checked: the path's id first, then the body. */
async function lineWith<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<{ itemId: string; input: z.infer<S> } | Response> {
  const id = itemId(c);
  if (id instanceof Response) return id;
  const input = await body(c, schema);
  return input instanceof Response ? input : { itemId: id, input };
}

function savedItem(c: Context<AppEnv>): { listId: string; itemId: string } | Response {
  const id = itemId(c);
  if (id instanceof Response) return id;
  const list = fapi.cart.moveToCart.params.listId.safeParse(c.req.param('listId'));
  return list.success ? { listId: list.data, itemId: id } : invalid(c, 'saveForLaterId is malformed');
}

function readQuery(c: Context<AppEnv>): service.ReadCartOptions | Response {
  const query = fapi.cart.read.query.safeParse(c.req.query());
  if (!query.success) return invalid(c, query.error);
  return { saved: query.data.saved === '1', favStoreId: query.data.favStoreId, pageSize: savedForLaterPageSize(c.env) };
}

function couponCode(c: Context<AppEnv>): string | Response {
  const code = fapi.cart.removeCoupon.params.code.safeParse(c.req.param('code'));
  return code.success ? code.data : invalid(c, 'A promo code is at most 50 characters');
}

/**
 * An add's body and, when it carries one (an add queued offline), its Idempotency-Key: a UUID, or
 * API400 before anything is added.
 */
async function addInput(c: Context<AppEnv>): Promise<{ body: z.infer<typeof fapi.cart.addItem.body>; attemptId?: string } | Response> {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  const key = header === undefined ? undefined : AddIdempotencyKeySchema.safeParse(header);
  if (key && !key.success) return invalid(c, 'The Idempotency-Key header must be a UUID');
  const input = await body(c, fapi.cart.addItem.body);
  if (input instanceof Response) return input;
  return key ? { body: input, attemptId: key.data } : { body: input };
}

/** The answer: one shopper's, so never stored; the header count and visitor summary follow the basket. */
async function respond(c: Context<AppEnv>, outcome: service.CartOutcome, siteSwitch: SiteSwitch | null): Promise<Response> {
  if (!outcome.ok) {
    const { status, errorId, message, maxAllowedQty } = outcome.failure;
    // A client's mistake or a refusal keeps its status; the backend's own failure is a bad gateway.
    const shown = (status >= 400 && status < 500 ? status : 502) as ContentfulStatusCode;
    // Only a basket that is gone or someone else's empties the header; a missing coupon or line (also 404) leaves it.
    if (isCartNotFound(errorId) || isInvalidCustomer(errorId)) await rememberCartCount(serviceInputs(c), 0);
    return apiError(c, shown, errorId, message, maxAllowedQty !== undefined ? { maxAllowedQty } : {});
  }
  await rememberCartCount(serviceInputs(c), service.cartCount(outcome.answer.cart));
  return c.json(siteSwitch ? { ...outcome.answer, siteSwitch } : outcome.answer);
}

/**
 * One cart action on checked input: a malformed input is its own 400, and no session or upstream
 * is touched. A basket of another site is first moved to this request's site, so the action
 * works on a basket priced where the shopper now is.
 */
async function act<T>(c: Context<AppEnv>, input: T | Response, run: (session: CartSession, input: T) => Promise<service.CartOutcome>): Promise<Response> {
  if (input instanceof Response) return input;
  const session = await cartSession(serviceInputs(c));
  const siteSwitch = await settleBasketSite(session);
  return respond(c, await run(session, input), siteSwitch);
}

/** A promo code can be guessed: each one typed counts per client and per basket before it is tried. */
async function withinPromoLimits(c: Context<AppEnv>): Promise<Response | null> {
  const basket = (await shopperSession(c).current())?.basketId ?? 'none';
  return limitAll(c, [PROMO_CODE_LIMITS.address, { ...PROMO_CODE_LIMITS.basket, key: () => basket }]);
}

export const cartRoutes = new Hono<AppEnv>()
  .on(fapi.cart.read.method, fapi.cart.read.path, (c) => act(c, readQuery(c), service.readCart))
  .on(fapi.cart.addItem.method, fapi.cart.addItem.path, async (c) => act(c, await addInput(c), (session, add) => service.addToCart(session, add.body, add.attemptId)))
  .on(fapi.cart.addSet.method, fapi.cart.addSet.path, async (c) => act(c, await body(c, fapi.cart.addSet.body), service.addSet))
  .on(fapi.cart.updateLine.method, fapi.cart.updateLine.path, async (c) => act(c, await lineWith(c, fapi.cart.updateLine.body), (session, line) => service.updateLine(session, line.itemId, line.input)))
  .on(fapi.cart.removeLine.method, fapi.cart.removeLine.path, (c) => act(c, itemId(c), service.removeLine))
  .on(fapi.cart.setDelivery.method, fapi.cart.setDelivery.path, async (c) => act(c, await lineWith(c, fapi.cart.setDelivery.body), (session, line) => service.setDelivery(session, line.itemId, line.input)))
  .on(fapi.cart.saveForLater.method, fapi.cart.saveForLater.path, (c) => act(c, itemId(c), service.saveForLater))
  .on(fapi.cart.moveToCart.method, fapi.cart.moveToCart.path, (c) => act(c, savedItem(c), (session, saved) => service.moveToCart(session, saved.listId, saved.itemId)))
  .on(fapi.cart.removeSaved.method, fapi.cart.removeSaved.path, (c) => act(c, savedItem(c), (session, saved) => service.removeSaved(session, saved.listId, saved.itemId)))
  .on(fapi.cart.applyCoupon.method, fapi.cart.applyCoupon.path, async (c) => {
    const input = await body(c, fapi.cart.applyCoupon.body);
    if (input instanceof Response) return input;
    const limited = await withinPromoLimits(c);
    if (limited) return limited;
    return act(c, input, (session, coupon) => service.applyCoupon(session, coupon.code));
  })
  .on(fapi.cart.removeCoupon.method, fapi.cart.removeCoupon.path, (c) => act(c, couponCode(c), service.removeCoupon))
  .on(fapi.cart.restore.method, fapi.cart.restore.path, async (c) => act(c, await body(c, fapi.cart.restore.body), service.restoreCart));
