import * as z from 'zod';
import { StoreIdSchema } from '../../cart/schemas/cart';
import { SkuSchema } from '../../catalogue/schemas/inventory';
import { InventoryStatusSchema } from '../../catalogue/schemas/product';

/** How many variants one store search may ask the stock of. */
export const STORE_SEARCH_MAX_PRODUCTS = 20;

/** One variant's units on one store's shelf (store inventory is read per product and store). */
export const StoreAvailabilitySchema = z.object({
  productId: SkuSchema,
  quantity: z.number().int().nonnegative(),
  status: InventoryStatusSchema,
});
export type StoreAvailability = z.infer<typeof StoreAvailabilitySchema>;

/** A time of day on a store's own clock, 24-hour 'HH:MM'. */
const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * When a store opens on one day of the week (ISO: 1 is Monday, 7 Sunday), on the store's own
 * clock. A day with no entry is a day the store is closed.
 */
export const OpeningHoursSchema = z.object({ day: z.number().int().min(1).max(7), opens: ClockTimeSchema, closes: ClockTimeSchema });
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const StoreSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), province: z.string().optional(), postalCode: z.string(), country: z.string().length(2) }),
  phone: z.string(),
  /** Opening hours, one line per day group, e.g. 'Mon–Fri 10:00–20:00'. */
  hours: z.array(z.string()),
  /** The same hours day by day, for an interface that words and formats them in the shopper's language. */
  openingHours: z.array(OpeningHoursSchema).max(7).optional(),
  /** The store's IANA time zone, which its hours and its "today" are in. */
  timeZone: z.string().min(1).max(64).optional(),
  /** Set when the search had a position: a postal code the backend can place, or coordinates. */
  distanceKm: z.number().nonnegative().optional(),
  pickupAvailable: z.boolean(),
  /** The asked variants' stock in this store, when the search named productIds. */
  availability: z.array(StoreAvailabilitySchema).optional(),
});
export type Store = z.infer<typeof StoreSchema>;

/**
 * POST /stores/v1/search: by postal code, city, free text (a store's name, street, city or
 * postal code) or coordinates, at least one of them; a postal code or coordinates rank by
 * distance. `productIds` (variant SKUs) asks each store's stock of them. STR404 when nothing matches.
 */
export const StoreSearchRequestSchema = z
  .object({
    postalCode: z.string().trim().min(2).max(10).optional(),
    city: z.string().trim().min(2).max(60).optional(),
    text: z.string().trim().min(2).max(60).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    productIds: z.array(SkuSchema).min(1).max(STORE_SEARCH_MAX_PRODUCTS).optional(),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), 'latitude and longitude go together')
  .refine((body) => body.postalCode || body.city || body.text || body.latitude !== undefined, 'postalCode, city, text or coordinates are required');
export type StoreSearchRequest = z.infer<typeof StoreSearchRequestSchema>;

export const StoreSearchResponseSchema = z.object({ stores: z.array(StoreSchema).max(10) });
export type StoreSearchResponse = z.infer<typeof StoreSearchResponseSchema>;

/** A store employee who may sell in store for the shopper (the buy-in-store session names one). */
export const StoreEmployeeIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,32}$/);
export const StoreEmployeesSchema = z.object({
  storeId: z.string(),
  employees: z.array(z.object({ storeEmployeeId: StoreEmployeeIdSchema, name: z.string() })),
});
export type StoreEmployees = z.infer<typeof StoreEmployeesSchema>;

/** An order sold in a store: the store and the employee who served the shopper. */
export const InStoreSalesInfoSchema = z.object({ storeId: StoreIdSchema, storeEmployeeId: StoreEmployeeIdSchema }).strict();
export type InStoreSalesInfo = z.infer<typeof InStoreSalesInfoSchema>;
