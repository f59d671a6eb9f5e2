import * as z from 'zod';
import { VISITOR_ROLES } from './visitor';

// Apart from the visitor kind itself (./visitor), which the browser reads without zod.

export const VisitorKindSchema = z.object({
  loggedIn: z.boolean(),
  loyaltyMember: z.boolean(),
  cartEmpty: z.boolean(),
  // Sorted and unique, so two summaries of the same visitor compare (and cache) alike.
  roles: z.array(z.enum(VISITOR_ROLES)).max(VISITOR_ROLES.length).transform((roles) => [...new Set(roles)].sort()),
});
