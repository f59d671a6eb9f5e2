import type { PersonalisationDecision, PersonalisationState } from '../../../shared/personalisation';
import type { RequestContext } from '../../env';

/**
 * The experience and recommendation ids anywhere in some canvas JSON (nested blocks included).
 * A deep walk rather than a per-type one, so a wrapper block added later is still covered.
 */
export function personalisableIds(root: unknown): { experiences: Set<string>; widgets: Set<string> } {
  const experiences = new Set<string>();
  const widgets = new Set<string>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.type === 'experience' && typeof record.experienceId === 'string') experiences.add(record.experienceId);
      if ((record.type === 'recommendation-carousel' || record.type === 'complete-the-look') && typeof record.widgetId === 'string') widgets.add(record.widgetId);
      stack.push(...Object.values(record));
    }
  }
  return { experiences, widgets };
}

/**
 * Only the parts of a decision that this page's server-rendered canvases use. Regions that
 * stream in later keep their baselines, so the decision that reaches the browser is exactly
 * what SSR rendered, and a page that nothing was personalised on stays shareable (null).
 */
export function decisionForPage(decision: PersonalisationDecision | null, canvases: unknown): PersonalisationDecision | null {
  if (!decision) return null;
  const ids = personalisableIds(canvases);
  const experiences = decision.experiences.filter((experience) => ids.experiences.has(experience.experienceId));
  const recommendations = decision.recommendations.filter((recommendation) => ids.widgets.has(recommendation.widgetId) && recommendation.products.length > 0);
  if (!experiences.length && !recommendations.length) return null;
  return { requestId: decision.requestId, experiences, recommendations };
}

/** What the page renders with (AppState.personalisation): awaits the decide call started by the middleware. */
export async function personalisationState(
  ctx: Pick<RequestContext, 'visitor' | 'testContext'>,
  pending: Promise<PersonalisationDecision | null> | undefined,
  canvases: unknown,
): Promise<PersonalisationState> {
  const decision = pending ? decisionForPage(await pending, canvases) : null;
  return { visitor: ctx.visitor, testContext: ctx.testContext, decision };
}
