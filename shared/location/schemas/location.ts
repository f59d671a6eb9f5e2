import * as z from 'zod';
import { SITES } from '../../site';
import { CountryCodeSchema } from '../../address/schemas/address';

/**
 * GET /fapi/location: where the visitor appears to be, and for every site serving that country
 * the location question in that site's own language, so a visitor who does not read the page's
 * language still understands it.
 */
export const VisitorLocationSchema = z.object({
  country: CountryCodeSchema.nullable(),
  sites: z
    .array(z.object({ locale: z.string().regex(/^[a-z]{2}-[a-z]{2}$/), prompt: z.string().max(300) }))
    .max(SITES.length),
});
export type VisitorLocation = z.infer<typeof VisitorLocationSchema>;
