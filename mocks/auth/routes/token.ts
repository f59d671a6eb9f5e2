import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { TokenRequestSchema, type Auth } from '../../../shared/account/schemas/auth';
import { accountFacts, type AccountFacts } from '../accounts';
import { redeemCode } from '../codes';
import type { ShopperObjects } from '../shopper-objects';
import { createGuest, issueTokens, refreshTokens, type Consumer, type TokenPair } from '../tokens';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBody, siteOf, type MockRouter } from '../../http';

const NO_ACCOUNT: AccountFacts = { consumerType: null, memberId: null, isEmployeeDiscountTCAccepted: null };

/** What a token answer tells about its consumer beyond the tokens: who they are and what they own. */
async function authOf({ ownedObjects }: ShopperObjects, request: IRequest, db: D1Database, consumer: Consumer, tokens: TokenPair): Promise<Auth> {
  // A shopper holds a basket per site: the answer names the one of the site the call is made for.
  const site = siteOf(request);
  const [facts, owned] = await Promise.all([consumer.type === 'Registered' ? accountFacts(db, consumer.consumerNo) : NO_ACCOUNT, ownedObjects(db, consumer.consumerNo, site.siteId)]);
  return {
    ...tokens,
    type: consumer.type,
    consumerNo: consumer.consumerNo,
    ...facts,
    basketId: owned.basketId,
    favorites: { favoriteId: owned.favoriteId, favStoreId: owned.favStoreId },
    saveForLaterId: owned.saveForLaterId,
  };
}

async function token(objects: ShopperObjects, request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, TokenRequestSchema);
  if (body instanceof Response) return body;
  await ensureDatabase(env.DB);
  if (body.type === 'Guest') {
    const consumer = await createGuest(env.DB);
    return answer(api.identity.token, await authOf(objects, request, env.DB, consumer, await issueTokens(env.DB, consumer)));
  }
  if (body.type === 'Refresh') {
    const refreshed = await refreshTokens(env.DB, body.refreshToken);
    if (!refreshed) return errorResponse(request, 401, 'AUT432', 'Authorization failed');
    return answer(api.identity.token, await authOf(objects, request, env.DB, refreshed.consumer, refreshed.tokens));
  }
  // A sign-in's code, with the verifier of the challenge it was bound to; what the guest built merges in.
  const consumerNo = await redeemCode(env.DB, body.authorizationCode, body.codeVerifier);
  if (!consumerNo) return errorResponse(request, 'AUT404', 'Cannot authorize');
  const consumer: Consumer = { consumerNo, type: 'Registered' };
  await objects.mergeGuestObjects(env.DB, consumerNo, body.guestObjects ?? {});
  // A guest's order, proved by its token, joins the account (once: the token is spent doing so).
  if (body.orderNo && body.st) {
    await env.DB.prepare('UPDATE orders SET consumer_no = ?, guest_token = NULL WHERE order_no = ? AND consumer_no IS NULL AND guest_token = ?').bind(consumerNo, body.orderNo, body.st).run();
  }
  return answer(api.identity.token, await authOf(objects, request, env.DB, consumer, await issueTokens(env.DB, consumer)));
}

/** The token call; `objects` are the cart's baskets and lists, which the entry hands over. */
export function registerTokenRoutes(router: MockRouter, objects: ShopperObjects): void {
  registerRoutes(router, [on(api.identity.token, (request, env) => token(objects, request, env))]);
}
