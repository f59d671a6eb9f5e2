import * as z from 'zod';
import { buyInStoreKey, forget, readChecked, writeChecked } from '../persistence';

/** Buy-in-store session, kept in sessionStorage under the persistence module's buyInStoreKey. */

export const BuyInStoreSessionSchema = z.object({
  storeId: z.string().max(40).nullable().optional(),
  storeName: z.string().max(120).nullable().optional(),
  storeEmployeeId: z.string().max(40).nullable().optional(),
  storeEmployeeName: z.string().max(120).nullable().optional(),
});
export type BuyInStoreSession = z.infer<typeof BuyInStoreSessionSchema>;

/** The stored session; missing, unreadable (storage blocked) or tampered data is no session. */
export function readBuyInStoreSession(storage?: Pick<Storage, 'getItem'>): BuyInStoreSession | null {
  return readChecked(buyInStoreKey, BuyInStoreSessionSchema, storage);
}

/** Buying in store: an employee is connected when both employee id and store id are set. */
export function isEmployeeConnected(session: BuyInStoreSession | null): boolean {
  return Boolean(session?.storeId && session.storeEmployeeId);
}

/** Mirrors the worker's buy-in-store session for this tab, so what reads it here (favorites) knows an associate sells. */
export function writeBuyInStoreSession(session: BuyInStoreSession, storage?: Pick<Storage, 'setItem'>): void {
  writeChecked(buyInStoreKey, BuyInStoreSessionSchema, session, storage);
}

/** Clearing the session removes the stored info. */
export function forgetBuyInStoreSession(storage?: Pick<Storage, 'removeItem'>): void {
  forget(buyInStoreKey, storage);
}
