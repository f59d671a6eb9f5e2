import * as z from 'zod';
import { AuthSchema } from '../account/schemas/auth';
import { StoreIdSchema } from '../cart/schemas/cart';
import { StoreEmployeeIdSchema, StoreSchema } from '../location/schemas/stores';

/**
 * A store of the utilities directory (GET /consumers-v3/utilities/stores): every store of the
 * site's country an associate may sell in, with where it is and when it opens.
 */
export const UtilityStoreSchema = StoreSchema.pick({ storeId: true, name: true, address: true, phone: true, hours: true, openingHours: true, timeZone: true }).extend({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type UtilityStore = z.infer<typeof UtilityStoreSchema>;

export const UtilityStoresSchema = z.object({ stores: z.array(UtilityStoreSchema) });
export type UtilityStores = z.infer<typeof UtilityStoresSchema>;

/** POST /consumers-v3/consumer/agent/login: the store an associate sells in and who they are. */
export const AgentLoginRequestSchema = z.object({ storeId: StoreIdSchema, storeEmployeeId: StoreEmployeeIdSchema }).strict();
export type AgentLoginRequest = z.infer<typeof AgentLoginRequestSchema>;

/**
 * The agent's token pair, like every token answer, plus the names the backend knows the store and
 * the associate by, so the session never takes a name from the browser.
 */
export const AgentLoginResponseSchema = AuthSchema.extend({ storeName: z.string().min(1).max(120), storeEmployeeName: z.string().min(1).max(120) });
export type AgentLoginResponse = z.infer<typeof AgentLoginResponseSchema>;

/**
 * The buy-in-store session: who sells (storeEmployeeId, storeEmployeeName) in which store (storeId,
 * storeName). An employee is connected when both ids are set.
 */
export const BuyInStoreSchema = z.object({
  storeId: StoreIdSchema,
  storeName: z.string().min(1).max(120),
  storeEmployeeId: StoreEmployeeIdSchema,
  storeEmployeeName: z.string().min(1).max(120),
});
export type BuyInStore = z.infer<typeof BuyInStoreSchema>;

/** What the storefront answers about the buy-in-store session: it, or null when no associate is connected. */
export const BuyInStoreAnswerSchema = z.object({ buyInStore: BuyInStoreSchema.nullable() });
export type BuyInStoreAnswer = z.infer<typeof BuyInStoreAnswerSchema>;

/** After clearing the session: the page to go to (the associate login under the site's locale). */
export const SessionClearedSchema = z.object({ redirectTo: z.string().startsWith('/') });
export type SessionCleared = z.infer<typeof SessionClearedSchema>;
