import * as z from 'zod';
import { PagePathAndQuerySchema } from '../../routing/page-path';

/*
 * Exposure events: the browser reports which experiment components it showed
 * (impressions) and which goals the visitor reached (conversions). The worker
 * decides again from the visitor's own cookies, so a report can only say "this
 * flag was shown", never which variation: nobody can skew results by posting.
 */

const Key = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const TagValue = z.union([z.string().max(256), z.number().finite(), z.boolean()]);

export const ConversionSchema = z.object({
  key: Key,
  tags: z.record(Key, TagValue).refine((tags) => Object.keys(tags).length <= 20, 'at most 20 tags').optional(),
});
export type Conversion = z.infer<typeof ConversionSchema>;

export const ExperimentEventsSchema = z
  .object({
    type: z.literal('experiments'),
    /** The page the events happened on (path and query): its page type and any QA override decide as the page did. */
    page: PagePathAndQuerySchema,
    impressions: z.array(Key).max(20).default([]),
    conversions: z.array(ConversionSchema).max(10).default([]),
  })
  .refine((report) => report.impressions.length + report.conversions.length > 0, 'nothing to report');
export type ExperimentEvents = z.infer<typeof ExperimentEventsSchema>;
