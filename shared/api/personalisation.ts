import { EngineRequestSchema, EngineResponseSchema } from '../personalisation/engine';
import { endpoint } from './endpoint';

/** The personalisation engine: decisions and record events share one call; the tracking pixel is the page view. */
export const personalisation = {
  decide: endpoint('POST', '/api/engine/v1/decide/:brand', { group: 'personalisation', body: EngineRequestSchema, response: EngineResponseSchema }),
  /** Record events (rec clicks, impressions, page events) share the decide call; only success matters. */
  record: endpoint('POST', '/api/engine/v1/decide/:brand', { group: 'personalisation', body: EngineRequestSchema }),
  /** A GIF; its query carries identifiers, data, tracker_id, event_type and vdl_action. */
  trackingPixel: endpoint('GET', '/v2/zaius.gif', { group: 'personalisation' }),
} as const;
