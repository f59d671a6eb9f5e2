import * as z from 'zod';
import { TokenTypeSchema } from './auth';

/**
 * GET /fapi/session: what the page may know of the shopper's session. The worker holds the
 * tokens; this answer never carries one. `type` is null until the first stateful action
 * (a favourite, an add to cart, a vote) gives the shopper a guest session.
 */
export const SessionSummarySchema = z.object({
  type: TokenTypeSchema.nullable(),
  /** A registered shopper's first name; null for a guest. */
  firstName: z.string().nullable(),
  /** A registered shopper's kind of account (EMPLOYEE for a store employee); null for a guest. */
  consumerType: z.string().nullable(),
  /** Whether an employee accepted the employee discount terms; null for anyone the terms do not concern. */
  employeeTermsAccepted: z.boolean().nullable(),
  basketId: z.string().nullable(),
  favoriteId: z.string().nullable(),
  saveForLaterId: z.string().nullable(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;
