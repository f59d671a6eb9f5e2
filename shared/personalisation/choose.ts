import type { Experience, FilterBy, NestedBlock, Segment, Segmentation } from '../schemas/content/blocks/personalisation';
import { evaluateCondition } from './conditions';
import type { VisitorKind } from './visitor';

// The single seam where content choice happens. Today every visitor is
// anonymous and no decision service is wired; the visitor-aware issue only has
// to pass a real VisitorKind / decision in, the blocks stay as they are.

/** A segment applies when it names at least one condition and all of them hold. */
export function segmentApplies(segment: Segment, visitor: VisitorKind): boolean {
  const conditions = [...(segment.condition ? [segment.condition] : []), ...(segment.targets ?? [])];
  return conditions.length > 0 && conditions.every((name) => evaluateCondition(name, visitor));
}

/**
 * spec §5: the first segment whose condition holds wins, else the first baseline.
 * An empty result means "no component resolves": render nothing (spec §4).
 */
export function chooseSegmentation(block: Pick<Segmentation, 'segments' | 'baselines'>, visitor: VisitorKind): NestedBlock[] {
  const segment = block.segments.find((candidate) => segmentApplies(candidate, visitor));
  if (segment) return segment.components;
  return block.baselines.slice(0, 1);
}

/** A personalisation decision for one experience (spec §7 "Personalisation decision"). */
export interface ExperienceDecision {
  experienceId: string;
  variantId: string;
}

/** spec §4: the variant the decision names, else the baselines (today: no decision, so the baselines). */
export function chooseExperience(block: Pick<Experience, 'experienceId' | 'baselines' | 'variants'>, decision: ExperienceDecision | null): NestedBlock[] {
  if (decision && decision.experienceId === block.experienceId) {
    const variant = block.variants.find((candidate) => candidate.variantId === decision.variantId);
    if (variant) return variant.components;
  }
  return block.baselines;
}

/** The route facts filter-by compares against (from usePageInfo()). */
export interface FilterRoute {
  productId: string | null;
  productMasterId?: string | null;
  categoryId: string | null;
}

/** spec §3 filter-by: the components when the current product (bySku) or category (byCategory) is IN / NOT IN the list. */
export function filterBy(block: Pick<FilterBy, 'variant' | 'filterBy' | 'operator' | 'components'>, route: FilterRoute): NestedBlock[] {
  const ids = block.variant === 'bySku' ? [route.productId, route.productMasterId] : [route.categoryId];
  const listed = ids.some((id) => id != null && block.filterBy.includes(id));
  const show = block.operator === 'IN' ? listed : !listed;
  return show ? block.components : [];
}
