import type { PersonalisationDecision, PersonalisationState } from '../../../shared/decisions/personalisation';
import type { RequestContext } from '../../env';
import { normaliseDecision, type EngineAnswer, type ShownIds } from './decide';
import { rememberPersonalised } from './personalised-pages';

/**
 * The experience and recommendation ids anywhere in some canvas JSON (nested blocks included).
 * A deep walk rather than a per-type one, so a wrapper block added later is still covered.
 */
export function personalisableIds(root: unknown): ShownIds {
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

const showsNothing = (ids: ShownIds) => ids.experiences.size === 0 && ids.widgets.size === 0;

/**
 * Only the parts of the engine's answer that this page's server-rendered canvases use (`ids`, from personalisableIds). Regions
 * that stream in later keep their baselines, so the decision that reaches the browser is exactly
 * what SSR rendered, and a page that nothing was personalised on stays shareable (null).
 */
export function decisionForPage(answer: EngineAnswer | null, ids: ShownIds): PersonalisationDecision | null {
  if (!answer || showsNothing(ids)) return null;
  const decision = normaliseDecision(answer, ids);
  const recommendations = decision.recommendations.filter((recommendation) => recommendation.products.length > 0);
  if (!decision.experiences.length && !recommendations.length) return null;
  return { requestId: decision.requestId, experiences: decision.experiences, recommendations };
}

/** The engine call behind one page's render. */
export interface PageEngineCall {
  /** The decide call the middleware started, if it started one. */
  pending: Promise<EngineAnswer | null> | undefined;
  /** Keeps a call the page does not wait for running to its end (waitUntil). */
  keepAlive: (call: Promise<unknown>) => void;
  /** The page's key in personalised-pages (null in preview). */
  key: string | null;
}

/**
 * What the page renders with (AppState.personalisation). A page with nothing personalised on it
 * does not wait for the engine; the call still completes, as the engine counts the page view it
 * reports. Either way the render tells personalised-pages what this page shows.
 */
export async function personalisationState(ctx: Pick<RequestContext, 'visitor' | 'testContext'>, canvases: unknown, call: PageEngineCall): Promise<PersonalisationState> {
  const ids = personalisableIds(canvases);
  const shows = !showsNothing(ids);
  rememberPersonalised(call.key, shows);
  if (call.pending && !shows) call.keepAlive(call.pending);
  const decision = call.pending && shows ? decisionForPage(await call.pending, ids) : null;
  return { visitor: ctx.visitor, testContext: ctx.testContext, decision };
}
