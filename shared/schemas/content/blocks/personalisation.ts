import { z } from 'zod';
import { SEGMENT_CONDITION_NAMES, type SegmentConditionName } from '../../../personalisation/conditions';
import { parseBlock } from '../canvas';

// spec §2/§3 segmentation, experience wrapper and filter-by wrapper.
//
// The nested-block and breakpoint helpers are function declarations on
// purpose: text.ts and cards.ts call them while this module may still be
// evaluating (blocks/index → canvas → blocks/index is a cycle), and hoisted
// functions are usable before their module has run.

/**
 * A child block that has passed `parseBlock`. Its precise type is `Block`, but
 * naming `Block` here would make the schema types circular, so views narrow it
 * with `asBlocks` (client/blocks/personalisation/as-blocks.ts) before rendering with `BlockView`.
 */
export interface NestedBlock {
  id: string;
  type: string;
}

/**
 * Child components of a wrapper block: each is validated with `parseBlock` like
 * a top-level block, and one that fails is dropped; the rest still render.
 */
export function nestedBlocks(): z.ZodType<NestedBlock[], unknown[]> {
  return z.array(z.unknown()).transform((raw) =>
    raw.flatMap((candidate) => {
      const parsed = parseBlock(candidate);
      if (parsed.ok) return [parsed.block as NestedBlock];
      console.warn(JSON.stringify({ msg: 'dropped nested CMS block', type: parsed.type, issues: parsed.issues }));
      return [];
    }),
  );
}

/** A value per breakpoint (sm < 768px, md 768–1023px, lg ≥ 1024px); any may be left out. */
export function perBreakpoint<T extends z.ZodType>(value: T) {
  return z.object({ sm: value.optional(), md: value.optional(), lg: value.optional() });
}

/** Bottom margin in pixels per breakpoint (spacer, experience). */
export function bottomMargins() {
  return perBreakpoint(z.number().min(0).max(400));
}

const Breakpoint = z.enum(['sm', 'md', 'lg']);
const HideOnBreakpoint = z.array(Breakpoint);
const ConditionName = z.enum(SEGMENT_CONDITION_NAMES as [SegmentConditionName, ...SegmentConditionName[]]);

export const SegmentSchema = z.object({
  id: z.string(),
  /** The condition that selects this segment (spec §5 names, `not-` negates). */
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
