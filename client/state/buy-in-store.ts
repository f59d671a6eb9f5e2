import { z } from 'zod';

/** Buy-in-store session, kept in sessionStorage under this key. */
export const BUY_IN_STORE_KEY = 'ridgeline:buyInStore';

export const BuyInStoreSessionSchema = z.object({
  storeId: z.string().max(40).nullable().optional(),
  storeName: z.string().max(120).nullable().optional(),
  storeEmployeeId: z.string().max(40).nullable().optional(),
  storeEmployeeName: z.string().max(120).nullable().optional(),
});
export type BuyInStoreSession = z.infer<typeof BuyInStoreSessionSchema>;

/** The stored session; missing, unreadable (storage blocked) or tampered data is no session. */
export function readBuyInStoreSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): BuyInStoreSession | null {
  try {
    const parsed = BuyInStoreSessionSchema.safeParse(JSON.parse(storage?.getItem(BUY_IN_STORE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Buying in store: an employee is connected when both employee id and store id are set. */
export function isEmployeeConnected(session: BuyInStoreSession | null): boolean {
  return Boolean(session?.storeId && session.storeEmployeeId);
}
