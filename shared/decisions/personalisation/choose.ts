import type { Experience, FilterBy, Segment, Segmentation } from '../../content/schemas/blocks/personalisation';
import type { NestedBlock } from '../../content/schemas/helpers';
import { evaluateCondition } from './conditions';
import type { ExperienceDecision } from './decision';
import type { VisitorKind } from './visitor';

// The single seam where content choice happens: the worker resolves the visitor
// kind, the test context and the personalisation decision per request and the
// blocks pass them in, on the server and again (identically) in the browser.

/** A segment applies when it names at least one condition and all of them hold. */
export function segmentApplies(segment: Segment, visitor: VisitorKind): boolean {
  const conditions = [...(segment.condition ? [segment.condition] : []), ...(segment.targets ?? [])];
  return conditions.length > 0 && conditions.every((name) => evaluateCondition(name, visitor));
}

/**
 * A segment named in the test context (the `p13n_testcontext` cookie) wins;
 * otherwise the first segment whose condition holds, else the first baseline.
 * An empty result means "no component resolves": render nothing.
 */
export function chooseSegmentation(block: Pick<Segmentation, 'segments' | 'baselines'>, visitor: VisitorKind, testContext: readonly string[] = []): NestedBlock[] {
  const forced = block.segments.find((candidate) => testContext.includes(candidate.id));
  if (forced) return forced.components;
  const segment = block.segments.find((candidate) => segmentApplies(candidate, visitor));
  if (segment) return segment.components;
  return block.baselines.slice(0, 1);
}

/**
 * A variant named in the test context wins, else the variant the decision
 * names, else the baselines (no decision, a control decision or an unknown variant).
 * Only one of baselines or variant is ever returned, so the baseline is hidden
 * while a non-baseline variant is active.
 */
export function chooseExperience(block: Pick<Experience, 'experienceId' | 'baselines' | 'variants'>, decision: ExperienceDecision | null, testContext: readonly string[] = []): NestedBlock[] {
  const forced = block.variants.find((candidate) => testContext.includes(candidate.variantId));
  if (forced) return forced.components;
  if (decision && decision.experienceId === block.experienceId && decision.variantId !== null) {
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

/** Filter-by: the components when the current product (bySku) or category (byCategory) is IN / NOT IN the list. */
export function filterBy(block: Pick<FilterBy, 'variant' | 'filterBy' | 'operator' | 'components'>, route: FilterRoute): NestedBlock[] {
  const ids = block.variant === 'bySku' ? [route.productId, route.productMasterId] : [route.categoryId];
  const listed = ids.some((id) => id != null && block.filterBy.includes(id));
  const show = block.operator === 'IN' ? listed : !listed;
  return show ? block.components : [];
}
