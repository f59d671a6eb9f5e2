import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { AgentLoginRequestSchema } from '../../../shared/in-store';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBody, siteOf, type MockRouter } from '../../http';
import { createGuest, issueTokens } from '../../auth';
import { storeEmployees } from '../../data/stores';
import { checkAgent, storeDirectory } from '../store-directory';

/*
 * Selling in a store:
 *   GET  /consumers-v3/utilities/stores       → { stores } of the site's country, by name
 *   GET  /consumers-v3/utilities/stores/{storeId}/employees → { storeId, employees }; STR404 for a store with none
 *   POST /consumers-v3/consumer/agent/login   { storeId, storeEmployeeId } → an agent's token pair
 *        with the store's and the associate's names; STR404 for a store the site's country does
 *        not have (404) or an associate the store does not have (400)
 */

function stores(request: IRequest): Response {
  return answer(api.utilities.stores, { stores: storeDirectory(siteOf(request).country) });
}

/**
 * The agent's tokens belong to a consumer of their own with nothing in it yet, so each customer
 * served starts from an empty basket and nothing of the associate's own account is touched. The
 * consumer is typed EMPLOYEE: an associate acts for the shop.
 */
async function agentLogin(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, AgentLoginRequestSchema);
  if (body instanceof Response) return body;
  const agent = checkAgent(siteOf(request).country, body.storeId, body.storeEmployeeId);
  if (!agent.ok) return errorResponse(request, agent.status, 'STR404', agent.message);
  await ensureDatabase(env.DB);
  const consumer = await createGuest(env.DB);
  const tokens = await issueTokens(env.DB, consumer);
  return answer(api.identity.agentLogin, {
    ...tokens,
    type: consumer.type,
    consumerNo: consumer.consumerNo,
    consumerType: 'EMPLOYEE',
    memberId: null,
    isEmployeeDiscountTCAccepted: null,
    basketId: null,
    favorites: { favoriteId: null, favStoreId: null },
    saveForLaterId: null,
    storeName: agent.storeName,
    storeEmployeeName: agent.storeEmployeeName,
  });
}

function employeesOf(request: IRequest): Response {
  const storeId = String(request.params.storeId ?? '');
  const employees = storeEmployees(storeId);
  return employees.length ? answer(api.utilities.storeEmployees, { storeId, employees }) : errorResponse(request, 404, 'STR404', 'Store not found');
}

export function registerInStoreRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.utilities.stores, stores), on(api.utilities.storeEmployees, employeesOf), on(api.identity.agentLogin, agentLogin)]);
}
