import type { PersonalisationDecision } from '../../../shared/personalisation';
import { EXPERIENCE_ACTION, ExperienceActionSchema, RECOMMENDATION_ACTION, RecommendationActionSchema, type EngineRequest, type EngineResponse } from '../../../shared/personalisation/engine';
import { api } from '../../../shared/api';
import type { UpstreamClient } from '../upstream';

/**
 * spec §7 decide call budget: the page waits at most this long for the engine; a later answer
 * is dropped and the page renders its baselines (issue 5 §4).
 */
export const DECIDE_BUDGET_MS = 150;

/** PERSONALISATION_BUDGET_MS when it is a sane number of ms (1–2000), else the spec's 150 ms. */
export function decideBudgetMs(value: string | undefined): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 1 && ms <= 2000 ? ms : DECIDE_BUDGET_MS;
}

/** The engine's answer reduced to what rendering needs; unknown action types are skipped. */
export function normaliseDecision(response: EngineResponse, requestId: string): PersonalisationDecision | null {
  const answer = response.data.responses.find((candidate) => candidate.requestId === requestId);
  if (!answer) return null;
  const decision: PersonalisationDecision = { requestId, experiences: [], recommendations: [] };
  for (const raw of answer.actions) {
    // Each action is checked once, against the schema its type names: a failed parse builds errors for nothing.
    const actionType = typeof raw === 'object' && raw !== null ? (raw as { actionType?: unknown }).actionType : undefined;
    if (actionType === EXPERIENCE_ACTION) {
      const experience = ExperienceActionSchema.safeParse(raw);
      if (experience.success) decision.experiences.push({ experienceId: experience.data.component, variantId: experience.data.json.variantId });
      continue;
    }
    if (actionType !== RECOMMENDATION_ACTION) continue;
    const recommendation = RecommendationActionSchema.safeParse(raw);
    if (recommendation.success) {
      const { component, name, isControl, items } = recommendation.data;
      decision.recommendations.push({ widgetId: component, name, control: isControl, products: items });
    }
  }
  return decision;
}

/**
 * POST /api/engine/v1/decide/{brand} within the time budget. Resolves null (baselines) on a
 * miss, an error or an unusable answer; never throws, and never holds the page past the budget
 * even if reading the body is what is slow.
 */
export async function decide(upstream: UpstreamClient, brand: string, request: EngineRequest, budgetMs = DECIDE_BUDGET_MS): Promise<PersonalisationDecision | null> {
  const requestId = request.events.find((event) => event.eventType === 'monetate:decision:DecisionRequest')?.requestId;
  if (!requestId) return null;
  const call = upstream
    .call(api.personalisation.decide, { params: { brand }, body: request }, { timeoutMs: budgetMs })
    .then((result) => (result.ok ? normaliseDecision(result.data, requestId) : null))
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

/** Record events (spec §7 "further event calls") share the decide endpoint; they carry no decision request. */
export async function record(upstream: UpstreamClient, brand: string, request: EngineRequest): Promise<boolean> {
  const result = await upstream.call(api.personalisation.record, { params: { brand }, body: request });
  return result.ok;
}
