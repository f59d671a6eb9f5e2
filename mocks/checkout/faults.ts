import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { errorResponse } from '../http';

/*
 * What the tax engine and the order totals check answer when they fail at place order. A real
 * backend meets these rarely and on its own; the mocks meet them when a test arranges one for a
 * basket (test control), once, so a test can see the storefront handle each.
 */

export const CheckoutFaultSchema = z.enum(['TAX309', 'TAX310', 'ORD415']);
export type CheckoutFault = z.infer<typeof CheckoutFaultSchema>;

// Each is answered at the one status the error catalogue gives its code.
const FAULTS: { readonly [Fault in CheckoutFault]: { message: string } } = {
  // The tax engine could not price the order: nothing the shopper can fix, so not a 4xx.
  TAX309: { message: 'Tax could not be calculated for this order' },
  // The tax changed since the shopper last saw the total: they review it before paying.
  TAX310: { message: 'The tax on this order has been updated' },
  ORD415: { message: 'The order totals could not be confirmed' },
};

/** The failure arranged for this basket's next place order, spent as it is read; null when none is. */
export async function takeFault(request: IRequest, db: D1Database, cartId: string): Promise<Response | null> {
  const row = await db.prepare('DELETE FROM checkout_faults WHERE cart_id = ? RETURNING code').bind(cartId).first<{ code: CheckoutFault }>();
  if (!row) return null;
  return errorResponse(request, row.code, FAULTS[row.code].message);
}

export function arrangeFault(db: D1Database, cartId: string, code: CheckoutFault): Promise<D1Result> {
  return db.prepare('INSERT INTO checkout_faults (cart_id, code) VALUES (?, ?) ON CONFLICT (cart_id) DO UPDATE SET code = excluded.code').bind(cartId, code).run();
}
