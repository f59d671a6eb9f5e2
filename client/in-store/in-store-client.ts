import type { BuyInStore, SessionCleared } from '../../shared/in-store';
import type { StoreEmployees } from '../../shared/location/schemas/stores';
import { inStore } from '../../shared/fapi/routes/in-store';
import { callFapi, type ApiResult } from '../api';
import { forgetBuyInStoreSession, writeBuyInStoreSession } from './buy-in-store';

/*
 * The browser's calls about selling in a store. The schemas (and zod) load with the first call,
 * never with a page; every successful answer keeps this tab's mirror of the session in step.
 */

const schemas = () => import('../../shared/in-store/schemas');

/** A store's associates, for the login's second choice. */
export function storeEmployees(storeId: string, signal?: AbortSignal): Promise<ApiResult<StoreEmployees>> {
  return callFapi(inStore.employees, () => import('../../shared/location/schemas/stores').then((m) => m.StoreEmployeesSchema), { params: { storeId }, ...(signal ? { signal } : {}) });
}

/** Logs the associate in; the session is mirrored in this tab once the worker holds it. */
export async function logInAgent(storeId: string, storeEmployeeId: string): Promise<ApiResult<{ buyInStore: BuyInStore | null }>> {
  const result = await callFapi(inStore.login, () => schemas().then((m) => m.BuyInStoreAnswerSchema), { body: { storeId, storeEmployeeId } });
  if (result.ok && result.data.buyInStore) writeBuyInStoreSession(result.data.buyInStore);
  return result;
}

/** The session as the worker knows it (another tab may have logged in or cleared it); the mirror follows. */
export async function readAgentSession(): Promise<BuyInStore | null> {
  const result = await callFapi(inStore.session, () => schemas().then((m) => m.BuyInStoreAnswerSchema));
  if (!result.ok) return null;
  if (result.data.buyInStore) writeBuyInStoreSession(result.data.buyInStore);
  else forgetBuyInStoreSession();
  return result.data.buyInStore;
}

/** Clears the session: signed out in the worker, the mirror removed; answers where to go. */
export async function clearAgentSession(): Promise<ApiResult<SessionCleared>> {
  const result = await callFapi(inStore.clear, () => schemas().then((m) => m.SessionClearedSchema));
  if (result.ok) forgetBuyInStoreSession();
  return result;
}
