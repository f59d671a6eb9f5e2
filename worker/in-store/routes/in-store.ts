import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { fapi } from '../../../shared/fapi/schemas';
import { wordedError } from '../../errors/api-error';
import { serviceInputs } from '../../middleware/request-context/service-inputs';
import { rateLimit } from '../../middleware/rate-limit';
import { readJsonBody } from '../../routes/read-body';
import { upstreamAnswer } from '../../routes/upstream-answer';
import { agentLogin, clearBuyInStore, currentBuyInStore, storeDirectory, storeStaff } from '..';

/*
 * Selling in a store, for the associate login and the buy-in-store banner:
 *   GET  /fapi/in-store/stores                      the stores of the site's country
 *   GET  /fapi/in-store/stores/:storeId/employees   a store's associates
 *   GET  /fapi/in-store/session                     {buyInStore} or {buyInStore: null}
 *   POST /fapi/in-store/login    {storeId, storeEmployeeId} → {buyInStore}; the agent's token stays in the sealed session
 *   POST /fapi/in-store/clear    signs the agent out → {redirectTo} (the associate login)
 * Every answer is `private, no-store`; refusals are in the catalogue's error shape.
 */

/**
 * Store and associate ids are short and guessable, so logins are limited per client address: a
 * store's team logging in through a shift stays far below it.
 */
export const AGENT_LOGIN_LIMIT = { name: 'agent-login', limit: 20, windowSeconds: 600 } as const;
/** A store's staff list names people: listed a few dozen times a quarter hour per client address. */
export const STORE_STAFF_LIMIT = { name: 'store-staff', limit: 60, windowSeconds: 900 } as const;

const BODY_MAX_BYTES = 1024;

const privately = (c: Context<AppEnv>, data: object) => {
  c.header('cache-control', 'private, no-store');
  return c.json(data);
};

export const inStoreRoutes = new Hono<AppEnv>()
  .on(fapi.inStore.stores.method, fapi.inStore.stores.path, async (c) => upstreamAnswer(c, await storeDirectory(serviceInputs(c))))
  .on(fapi.inStore.employees.method, fapi.inStore.employees.path, rateLimit(STORE_STAFF_LIMIT), async (c) => {
    const storeId = fapi.inStore.employees.params.storeId.safeParse(c.req.param('storeId'));
    if (!storeId.success) return wordedError(c, 400, 'STR404', 'The store id is malformed');
    return upstreamAnswer(c, await storeStaff(serviceInputs(c), storeId.data));
  })
  .on(fapi.inStore.session.method, fapi.inStore.session.path, async (c) => privately(c, { buyInStore: await currentBuyInStore(serviceInputs(c)) }))
  .on(fapi.inStore.login.method, fapi.inStore.login.path, rateLimit(AGENT_LOGIN_LIMIT), async (c) => {
    const input = await readJsonBody(c, fapi.inStore.login.body, BODY_MAX_BYTES, 'Choose a store and an associate');
    if (input instanceof Response) return input;
    return upstreamAnswer(c, await agentLogin(serviceInputs(c), input));
  })
  .on(fapi.inStore.clear.method, fapi.inStore.clear.path, async (c) => privately(c, await clearBuyInStore(serviceInputs(c))));
