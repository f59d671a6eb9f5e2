import { route, routes } from '../route';

/** The personalisation engine: decisions and record events share one call; the tracking pixel is the page view. */
export const personalisation = routes('personalisation', {
  decide: route('POST', '/api/engine/v1/decide/:brand', { group: 'personalisation' }),
  /** Record events (rec clicks, impressions, page events) share the decide call; only success matters. */
  record: route('POST', '/api/engine/v1/decide/:brand', { group: 'personalisation' }),
  /** A GIF; its query carries identifiers, data, tracker_id, event_type and vdl_action. */
  trackingPixel: route('GET', '/v2/zaius.gif', { group: 'personalisation' }),
});
