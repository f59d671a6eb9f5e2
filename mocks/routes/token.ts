import type { IRequest } from 'itty-router';
import { api } from '../../shared/api';
import { TokenRequestSchema, type Auth } from '../../shared/schemas';
import { createGuest, issueTokens, refreshTokens, type Consumer, type TokenPair } from '../auth/tokens';
import { answer, on, registerRoutes } from '../catalogue-routes';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { errorResponse, parseBody, type MockRouter } from '../http';

/** What a token answer tells about its consumer beyond the tokens; guests own nothing else yet. */
function authOf(consumer: Consumer, tokens: TokenPair): Auth {
  return {
    ...tokens,
    type: consumer.type,
    consumerNo: consumer.consumerNo,
    consumerType: null,
    memberId: null,
    isEmployeeDiscountTCAccepted: null,
    basketId: null,
    favorites: { favoriteId: null, favStoreId: null },
    saveForLaterId: null,
  };
}

async function token(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, TokenRequestSchema);
  if (body instanceof Response) return body;
  await ensureDatabase(env.DB);
  if (body.type === 'Guest') {
    const consumer = await createGuest(env.DB);
    return answer(api.identity.token, authOf(consumer, await issueTokens(env.DB, consumer)));
  }
  if (body.type === 'Refresh') {
    const refreshed = await refreshTokens(env.DB, body.refreshToken);
    if (!refreshed) return errorResponse(request, 401, 'AUT432', 'Authorization failed');
    return answer(api.identity.token, authOf(refreshed.consumer, refreshed.tokens));
  }
  // No sign-in has issued an authorisation code yet, so none can be exchanged.
  return errorResponse(request, 401, 'AUT404', 'Cannot authorize');
}

export function registerTokenRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.identity.token, token)]);
}
