import { AgentLoginRequestSchema, BuyInStoreAnswerSchema, SessionClearedSchema, UtilityStoresSchema } from '../../in-store';
import { StoreIdSchema } from '../../cart/schemas/cart';
import { StoreEmployeesSchema } from '../../location/schemas/stores';
import * as routes from '../routes/in-store';
import { withSchemas } from './endpoint';

/** Selling in a store: the store directory, a store's associates, the agent login and its end. */
export const inStore = withSchemas(routes.inStore, {
  stores: { response: UtilityStoresSchema },
  employees: { params: { storeId: StoreIdSchema }, response: StoreEmployeesSchema },
  session: { response: BuyInStoreAnswerSchema },
  login: { body: AgentLoginRequestSchema, response: BuyInStoreAnswerSchema },
  clear: { response: SessionClearedSchema },
});
