import * as z from 'zod';
import { SEGMENT_CONDITION_NAMES, type SegmentConditionName } from '../../../decisions/personalisation/conditions';
import { bottomMargins, nestedBlocks } from '../helpers';

// Segmentation, experience wrapper and filter-by wrapper.

const Breakpoint = z.enum(['sm', 'md', 'lg']);
const HideOnBreakpoint = z.array(Breakpoint);
const ConditionName = z.enum(SEGMENT_CONDITION_NAMES as [SegmentConditionName, ...SegmentConditionName[]]);

export const SegmentSchema = z.object({
  id: z.string(),
  /** The condition that selects this segment (a condition name; `not-` negates). */
  condition: ConditionName.optional(),
  /** Further conditions that must all hold too. */
  targets: z.array(ConditionName).optional(),
  components: nestedBlocks(),
});
export type Segment = z.infer<typeof SegmentSchema>;

export const SegmentationSchema = z.object({
  id: z.string(),
  type: z.literal('segmentation'),
  segments: z.array(SegmentSchema),
  baselines: nestedBlocks(),
  isFullWidth: z.boolean().optional(),
  hideOnBreakpoint: HideOnBreakpoint.optional(),
});
export type Segmentation = z.infer<typeof SegmentationSchema>;

export const ExperienceVariantSchema = z.object({
  name: z.string(),
  variantId: z.string(),
  components: nestedBlocks(),
});

export const ExperienceSchema = z.object({
  id: z.string(),
  type: z.literal('experience'),
  experienceId: z.string(),
  baselines: nestedBlocks(),
  variants: z.array(ExperienceVariantSchema),
  trackingEvent: z.string().optional(),
  bottomMargins: bottomMargins().optional(),
  hideOnBreakpoint: HideOnBreakpoint.optional(),
  isFullWidth: z.boolean().optional(),
});
export type Experience = z.infer<typeof ExperienceSchema>;

export const FilterBySchema = z.object({
  id: z.string(),
  type: z.literal('filter-by'),
  variant: z.enum(['bySku', 'byCategory']),
  filterBy: z.array(z.string()),
  operator: z.enum(['IN', 'NOT IN']),
  components: nestedBlocks(),
});
export type FilterBy = z.infer<typeof FilterBySchema>;

export const PERSONALISATION_BLOCKS = {
  segmentation: SegmentationSchema,
  experience: ExperienceSchema,
  'filter-by': FilterBySchema,
} as const;
