import type { Env, RequestContext } from '../../env';
import { api } from '../../../shared/api';
import { resolveUpstream } from '../../upstream';

/** The tracking pixel: a GET with identifiers, data, tracker_id, event_type and vdl_action. */
export function trackingPixelPath(trackerId: string, monetateId: string, page: { path: string; pageType: string; locale: string }): string {
  const params = new URLSearchParams({
    identifiers: JSON.stringify({ monetate_id: monetateId }),
    data: JSON.stringify({ page: page.path, page_type: page.pageType, locale: page.locale }),
    tracker_id: trackerId,
    event_type: 'pageview',
    vdl_action: 'pageview',
  });
  return `${api.personalisation.trackingPixel.path}?${params}`;
}

/** Fires the pixel for a page view; meant for waitUntil, so it never delays or fails the page. */
export async function sendTrackingPixel(env: Env, ctx: RequestContext, path: string): Promise<void> {
  const trackerId = env.TRACKING_PIXEL_TRACKER_ID;
  if (!trackerId) return;
  try {
    const upstream = resolveUpstream(env, 'personalisation', ctx.mockGroups.has('personalisation'));
    const response = await upstream.fetch(path, { signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    if (!response.ok) console.warn(JSON.stringify({ msg: 'tracking pixel rejected', status: response.status, correlationId: ctx.correlationId }));
  } catch (error) {
    console.warn(JSON.stringify({ msg: 'tracking pixel failed', correlationId: ctx.correlationId, error: String(error) }));
  }
}
