import type { RequestFacts, ServiceInputs } from '../services/inputs';
import type { ClassifiedPath } from '../../shared/routing';
import { createUpstreamClient } from '../upstream';
import { buildEngineRequest, decide, decideBudgetMs, record, type EngineAnswer } from './personalisation-engine';
import type { EngineRequest } from '../../shared/decisions/personalisation/engine';

const VIEWPORT = /^\d{1,5}$/;

function screenOf(headers: Pick<RequestFacts, 'header'>): { width: number; height: number } | null {
  const width = headers.header('sec-ch-viewport-width');
  const height = headers.header('sec-ch-viewport-height');
  if (!width || !height || !VIEWPORT.test(width) || !VIEWPORT.test(height) || Number(width) < 1 || Number(height) < 1) return null;
  return { width: Number(width), height: Number(height) };
}

function coordinatesOf(cf: unknown): { latitude: number; longitude: number } | null {
  const geo = (cf ?? {}) as { latitude?: unknown; longitude?: unknown };
  const latitude = Number(geo.latitude);
  const longitude = Number(geo.longitude);
  if (geo.latitude === undefined || geo.longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The page view's events; with `requestId` they ask for a decision. */
function engineRequestFor({ ctx, request }: ServiceInputs, url: URL, route: ClassifiedPath, monetateId: string, requestId: string | null): EngineRequest {
  return buildEngineRequest(
    {
      url,
      route,
      channel: ctx.siteParams.channel,
      monetateId,
      customerId: ctx.customerId,
      language: `${ctx.site.language}-${ctx.site.country}`,
      userAgent: request.header('user-agent') ?? null,
      referrer: request.header('referer') ?? null,
      screen: screenOf(request),
      coordinates: coordinatesOf(request.cf),
      visitor: ctx.visitor,
    },
    requestId,
  );
}

/** The decide call for the page at `url`, within the time budget: null means baselines. */
export function decideForPage(inputs: ServiceInputs, url: URL, route: ClassifiedPath, monetateId: string): Promise<EngineAnswer | null> {
  const { env, ctx } = inputs;
  return decide(createUpstreamClient(env, ctx), env.BRAND, engineRequestFor(inputs, url, route, monetateId, ctx.correlationId), decideBudgetMs(env.PERSONALISATION_BUDGET_MS));
}

/** The same page view without its decision request, for a page that shows nothing personalised: nothing waits for it. */
export function recordPageView(inputs: ServiceInputs, url: URL, route: ClassifiedPath, monetateId: string): Promise<boolean> {
  return record(createUpstreamClient(inputs.env, inputs.ctx), inputs.env.BRAND, engineRequestFor(inputs, url, route, monetateId, null));
}
