import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { isAllowed, TARGETING_CATEGORY } from '../../shared/consent';
import { PersonalisationEventSchema, type PersonalisationEvent } from '../../shared/personalisation/events';
import type { EngineEvent } from '../../shared/personalisation/engine';
import { ensureMonetateId, MONETATE_ID_COOKIE, parseMonetateId, record, sendTrackingPixel, trackingPixelPath } from '../services/personalisation';
import { classifyPath, pageEntry } from '../../shared/routing';
import { createUpstreamClient } from '../services/upstream';
import { readJsonBody } from './read-body';

const MAX_BODY_BYTES = 16 * 1024;

/*
 * POST /fapi/personalisation/events — the browser's record events (rec impressions, rec clicks,
 * page events) for the personalisation engine, and its page views for the tracking pixel. The worker is the only caller of the engine, so
 * the engine id stays in an HttpOnly cookie and consent is enforced in one place. Answers 202 at
 * once and forwards in waitUntil; without targeting consent or an engine id nothing is sent (204).
 */

function engineEvent(event: Exclude<PersonalisationEvent, { type: 'pageView' }>): EngineEvent {
  switch (event.type) {
    case 'recImpressions':
      return { eventType: 'monetate:record:RecImpressions', recImpressions: event.recTokens };
    case 'recClicks':
      return { eventType: 'monetate:record:RecClicks', recClicks: event.recTokens };
    case 'pageEvents':
      return { eventType: 'monetate:record:PageEvents', pageEvents: event.pageEvents };
  }
}

export const personalisationEvents = new Hono<AppEnv>().post('/', async (c) => {
  const ctx = c.get('requestContext');
  const parsed = await readJsonBody(c, PersonalisationEventSchema, MAX_BODY_BYTES, 'Invalid personalisation event');
  if (parsed instanceof Response) return parsed;
  if (!isAllowed(ctx.consent, TARGETING_CATEGORY)) return c.body(null, 204);
  const event = parsed;
  if (event.type === 'pageView') {
    // A page served from the HTML cache never met the engine, so its first page view mints the id.
    const monetateId = ensureMonetateId(c);
    const path = new URL(event.page, c.req.url).pathname;
    const route = classifyPath(path);
    const pixel = trackingPixelPath(c.env.TRACKING_PIXEL_TRACKER_ID ?? '', monetateId, { path, pageType: pageEntry(route.pageType).specType, locale: route.locale ?? ctx.locale });
    c.executionCtx.waitUntil(sendTrackingPixel(c.env, ctx, pixel));
    return c.body(null, 202);
  }
  const monetateId = parseMonetateId(getCookie(c, MONETATE_ID_COOKIE));
  if (!monetateId) return c.body(null, 204);
  const upstream = createUpstreamClient(c.env, ctx);
  c.executionCtx.waitUntil(
    record(upstream, c.env.BRAND, { channel: ctx.siteParams.channel, monetateId, ...(ctx.customerId ? { customerId: ctx.customerId } : {}), events: [engineEvent(event)] }).then((ok) => {
      if (!ok) console.warn(JSON.stringify({ msg: 'personalisation record event failed', correlationId: ctx.correlationId }));
    }),
  );
  return c.body(null, 202);
});
