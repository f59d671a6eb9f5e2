import { api } from '../../shared/api';
import { ANONYMOUS_VISITOR } from '../../shared/decisions/personalisation';
import type { AgentLoginRequest, BuyInStore, SessionCleared } from '../../shared/in-store';
import type { InStoreSalesInfo } from '../../shared/location/schemas/stores';
import { rememberCartCount, reissueVisitorSummary } from '../decisions';
import type { ServiceInputs } from '../services/inputs';
import { shopperSessionOf, visitorOfSession, type ShopperSession } from '../session';
import { createUpstreamClient, type UpstreamResult } from '../upstream';

/*
 * The buy-in-store session: an associate's agent login, held like every session in the sealed
 * cookie (the agent's token never reaches the browser), and its end. Buying in store, an
 * employee is connected when both the store id and the employee id are set.
 */

/** The buy-in-store session of this request, or null when no associate is connected. */
export async function currentBuyInStore(inputs: ServiceInputs): Promise<BuyInStore | null> {
  const session = await shopperSessionOf(inputs).current();
  return session?.buyInStore ?? null;
}

/** What an order placed in this session carries: the store and the associate selling, while one is connected. */
export function inStoreSalesInfoOf(session: Pick<ShopperSession, 'buyInStore'> | null): InStoreSalesInfo | undefined {
  const sale = session?.buyInStore;
  return sale?.storeId && sale.storeEmployeeId ? { storeId: sale.storeId, storeEmployeeId: sale.storeEmployeeId } : undefined;
}

/** Re-issues the visitor summary for the session the request now has, with an empty cart: a new session has no basket. */
async function followVisitor(inputs: ServiceInputs, session: ShopperSession | null): Promise<void> {
  inputs.ctx.visitor = session ? visitorOfSession(session, true) : ANONYMOUS_VISITOR;
  inputs.ctx.customerId = null;
  await reissueVisitorSummary(inputs);
  await rememberCartCount(inputs, 0);
}

/**
 * Logs an associate in to sell in a store: the backend checks the store and the associate and
 * answers the agent's tokens, which replace this browser's session. A shopper left signed in on
 * the device is signed out of it first, so the sale never lands on their account.
 */
export async function agentLogin(inputs: ServiceInputs, request: AgentLoginRequest): Promise<UpstreamResult<{ buyInStore: BuyInStore }>> {
  const { env, ctx } = inputs;
  const handle = shopperSessionOf(inputs);
  const result = await createUpstreamClient(env, ctx).call(api.identity.agentLogin, { body: request });
  if (!result.ok) return result;
  if ((await handle.current())?.type === 'Registered') await handle.revoke().catch((error: unknown) => console.error(JSON.stringify({ msg: 'session not revoked at agent login', correlationId: ctx.correlationId, error: String(error) })));
  const { storeName, storeEmployeeName, ...auth } = result.data;
  const buyInStore: BuyInStore = { storeId: request.storeId, storeName, storeEmployeeId: request.storeEmployeeId, storeEmployeeName };
  await followVisitor(inputs, await handle.signInAgent(auth, buyInStore));
  return { ok: true, data: { buyInStore } };
}

/**
 * Clears the buy-in-store session: the agent's tokens are revoked upstream and forgotten here,
 * a new guest takes the session's place, and the answer names where the device goes next, the
 * associate login.
 */
export async function clearBuyInStore(inputs: ServiceInputs): Promise<SessionCleared> {
  const { env, ctx } = inputs;
  const handle = shopperSessionOf(inputs);
  const existing = await handle.current();
  if (existing) {
    // A known-expired access token is refreshed first, so the refresh token revoked is the live one.
    await handle.authorization();
    const live = await handle.current();
    if (live) {
      const outcome = await createUpstreamClient(env, ctx, handle).call(api.identity.signOut, { body: { refreshToken: live.refreshToken } });
      // The device leaves either way: the tokens are forgotten here, and lapse upstream.
      if (!outcome.ok) console.warn(JSON.stringify({ msg: 'agent sign-out failed upstream', status: outcome.status, errorId: outcome.errorId, correlationId: ctx.correlationId }));
      if (live.type === 'Registered') await handle.revoke().catch((error: unknown) => console.error(JSON.stringify({ msg: 'session not revoked', correlationId: ctx.correlationId, error: String(error) })));
    }
    const guest = await handle.replaceWithGuest();
    if (!guest.ok) console.warn(JSON.stringify({ msg: 'guest after clearing the buy-in-store session failed', errorId: guest.failure.errorId, correlationId: ctx.correlationId }));
  }
  await followVisitor(inputs, null);
  return { redirectTo: `/${ctx.locale}/associate-login` };
}
