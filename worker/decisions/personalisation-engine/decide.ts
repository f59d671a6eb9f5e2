import type { PersonalisationDecision } from '../../../shared/decisions/personalisation';
import { EXPERIENCE_ACTION, ExperienceActionSchema, RECOMMENDATION_ACTION, RecommendationActionSchema, type EngineRequest, type EngineResponse } from '../../../shared/decisions/personalisation/engine';
import { api } from '../../../shared/api';
import type { UpstreamClient } from '../../upstream';

/**
 * Decide call budget: the page waits at most this long for the engine; a later answer
 * is dropped and the page renders its baselines.
 */
export const DECIDE_BUDGET_MS = 150;

/** PERSONALISATION_BUDGET_MS when it is a sane number of ms (1–2000), else the spec's 150 ms. */
export function decideBudgetMs(value: string | undefined): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 1 && ms <= 2000 ? ms : DECIDE_BUDGET_MS;
}

/**
 * The engine's actions for one decision request, as it sent them: each is checked against its
 * schema only when something asks for its component, so a page that shows no recommendations
 * never checks a dozen products it will not render.
 */
export interface EngineAnswer {
  requestId: string;
  actions: readonly unknown[];
}

/** The experience and recommendation ids a page renders (personalisableIds). */
export interface ShownIds {
  experiences: ReadonlySet<string>;
  widgets: ReadonlySet<string>;
}

/** The actions the engine answered for `requestId`, or null when it answered another request. */
export function answerOf(response: EngineResponse, requestId: string): EngineAnswer | null {
  const answer = response.data.responses.find((candidate) => candidate.requestId === requestId);
  return answer ? { requestId, actions: answer.actions } : null;
}

function componentOf(raw: unknown): { actionType?: unknown; component?: unknown } {
  return typeof raw === 'object' && raw !== null ? (raw as { actionType?: unknown; component?: unknown }) : {};
}

/**
 * The answer reduced to what rendering needs: every action, or with `shown` only those for the
 * components it names. Unknown action types and malformed actions are skipped.
 */
export function normaliseDecision(answer: EngineAnswer, shown?: ShownIds): PersonalisationDecision {
  const decision: PersonalisationDecision = { requestId: answer.requestId, experiences: [], recommendations: [] };
  for (const raw of answer.actions) {
    // Each action is checked once, against the schema its type names: a failed parse builds errors for nothing.
    const { actionType, component } = componentOf(raw);
    if (actionType === EXPERIENCE_ACTION) {
      if (shown && !shown.experiences.has(component as string)) continue;
      const experience = ExperienceActionSchema.safeParse(raw);
      if (experience.success) decision.experiences.push({ experienceId: experience.data.component, variantId: experience.data.json.variantId });
      continue;
    }
    if (actionType !== RECOMMENDATION_ACTION || (shown && !shown.widgets.has(component as string))) continue;
    const recommendation = RecommendationActionSchema.safeParse(raw);
    if (recommendation.success) {
      const { component: widgetId, name, isControl, items } = recommendation.data;
      decision.recommendations.push({ widgetId, name, control: isControl, products: items });
    }
  }
  return decision;
}

/**
 * POST /api/engine/v1/decide/{brand} within the time budget. Resolves null (baselines) on a
 * miss, an error or an unusable answer; never throws, and never holds the page past the budget
 * even if reading the body is what is slow.
 */
export async function decide(upstream: UpstreamClient, brand: string, request: EngineRequest, budgetMs = DECIDE_BUDGET_MS): Promise<EngineAnswer | null> {
  const requestId = request.events.find((event) => event.eventType === 'monetate:decision:DecisionRequest')?.requestId;
  if (!requestId) return null;
  const call = upstream
    .call(api.personalisation.decide, { params: { brand }, body: request }, { timeoutMs: budgetMs })
    .then((result) => (result.ok ? answerOf(result.data, requestId) : null))
    .catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([call, budget]);
  } finally {
    clearTimeout(timer);
  }
}

/** Record events (the engine's further event calls) share the decide endpoint; they carry no decision request. */
export async function record(upstream: UpstreamClient, brand: string, request: EngineRequest): Promise<boolean> {
  const result = await upstream.call(api.personalisation.record, { params: { brand }, body: request });
  return result.ok;
}
