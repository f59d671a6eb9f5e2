import { api } from '../../shared/api';
import type { UtilityStores } from '../../shared/in-store';
import type { StoreEmployees } from '../../shared/location/schemas/stores';
import type { ServiceInputs } from '../services/inputs';
import { createUpstreamClient, type UpstreamResult } from '../upstream';

/*
 * Where an associate may sell and who works there. Both lists are the same for every visitor, so
 * they are asked without a shopper's token.
 */

/** The stores of the site's country, from the utilities directory. */
export function storeDirectory({ env, ctx }: ServiceInputs): Promise<UpstreamResult<UtilityStores>> {
  return createUpstreamClient(env, ctx).call(api.utilities.stores, {});
}

/** A store's associates, for the associate login's second choice. */
export function storeStaff({ env, ctx }: ServiceInputs, storeId: string): Promise<UpstreamResult<StoreEmployees>> {
  return createUpstreamClient(env, ctx).call(api.utilities.storeEmployees, { params: { storeId } });
}
