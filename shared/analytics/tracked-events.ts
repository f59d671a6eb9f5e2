import * as z from 'zod';
import { ExperimentEventsSchema } from '../decisions/experiments/exposure';
import { PerformanceBeaconSchema } from '../performance/beacon';
import { PersonalisationEventSchema } from '../decisions/personalisation/events';
import { MAX_TRACKED_EVENTS } from './limits';

/*
 * Everything the browser reports about a visit goes to one route: experiment
 * impressions and conversions, the personalisation engine's record events, the
 * page view behind the tracking pixel, and the performance beacon. The worker
 * adds what the browser must never hold (the HttpOnly visitor and engine ids)
 * and forwards each event to its vendor after answering.
 */

export const TrackedEventSchema = z.discriminatedUnion('type', [ExperimentEventsSchema, ...PersonalisationEventSchema.options, PerformanceBeaconSchema]);
export type TrackedEvent = z.infer<typeof TrackedEventSchema>;

export const TrackedEventsBodySchema = z.object({ events: z.array(TrackedEventSchema).min(1).max(MAX_TRACKED_EVENTS) });
export type TrackedEventsBody = z.infer<typeof TrackedEventsBodySchema>;
