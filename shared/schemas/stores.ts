import { z } from 'zod';

export const StoreSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), province: z.string().optional(), postalCode: z.string(), country: z.string().length(2) }),
  phone: z.string(),
  /** Opening hours, one line per day group, e.g. 'Mon–Fri 10:00–20:00'. */
  hours: z.array(z.string()),
  /** Set when the search had a postal code with a known position. */
  distanceKm: z.number().nonnegative().optional(),
  pickupAvailable: z.boolean(),
});
export type Store = z.infer<typeof StoreSchema>;

/** POST /stores/v1/search (spec §7), body by postal code or city; STR404 when nothing matches. */
export const StoreSearchRequestSchema = z
  .object({ postalCode: z.string().trim().min(2).max(10).optional(), city: z.string().trim().min(2).max(60).optional() })
  .refine((body) => body.postalCode || body.city, 'postalCode or city is required');
export type StoreSearchRequest = z.infer<typeof StoreSearchRequestSchema>;

export const StoreSearchResponseSchema = z.object({ stores: z.array(StoreSchema).max(10) });
export type StoreSearchResponse = z.infer<typeof StoreSearchResponseSchema>;
