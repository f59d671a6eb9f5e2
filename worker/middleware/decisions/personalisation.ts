import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { ClassifiedPath } from '../../../shared/routing';
import { createUpstreamClient } from '../../services/upstream';
import { buildEngineRequest, decide, decideBudgetMs, record, type EngineAnswer } from '../../services/personalisation';
import type { EngineRequest } from '../../../shared/personalisation/engine';

const VIEWPORT = /^\d{1,5}$/;

function screenOf(headers: { header(name: string): string | undefined }): { width: number; height: number } | null {
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
function engineRequestFor(c: Context<AppEnv>, url: URL, route: ClassifiedPath, monetateId: string, requestId: string | null): EngineRequest {
  const ctx = c.get('requestContext');
  return buildEngineRequest(
    {
      url,
      route,
      channel: ctx.siteParams.channel,
      monetateId,
      customerId: ctx.customerId,
      language: `${ctx.site.language}-${ctx.site.country}`,
      userAgent: c.req.header('user-agent') ?? null,
      referrer: c.req.header('referer') ?? null,
      screen: screenOf(c.req),
      coordinates: coordinatesOf((c.req.raw as { cf?: unknown }).cf),
      visitor: ctx.visitor,
    },
    requestId,
  );
}

/** The decide call for the page at `url`, within the time budget: null means baselines. */
export function decideForPage(c: Context<AppEnv>, url: URL, route: ClassifiedPath, monetateId: string): Promise<EngineAnswer | null> {
  const ctx = c.get('requestContext');
  return decide(createUpstreamClient(c.env, ctx), c.env.BRAND, engineRequestFor(c, url, route, monetateId, ctx.correlationId), decideBudgetMs(c.env.PERSONALISATION_BUDGET_MS));
}

/** The same page view without its decision request, for a page that shows nothing personalised: nothing waits for it. */
export function recordPageView(c: Context<AppEnv>, url: URL, route: ClassifiedPath, monetateId: string): Promise<boolean> {
  return record(createUpstreamClient(c.env, c.get('requestContext')), c.env.BRAND, engineRequestFor(c, url, route, monetateId, null));
}
