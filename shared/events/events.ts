import { z } from 'zod';
import { ExperimentEventsSchema } from '../experiments/exposure';
import { PerformanceBeaconSchema } from '../performance/beacon';
import { PersonalisationEventSchema } from '../personalisation/events';
import { MAX_EVENTS } from './policy';

/*
 * Everything the browser reports about a visit goes to one route: experiment
 * impressions and conversions, the personalisation engine's record events, the
 * page view behind the tracking pixel, and the performance beacon. The worker
 * adds what the browser must never hold (the HttpOnly visitor and engine ids)
 * and forwards each event to its vendor after answering.
 */

export const EventSchema = z.discriminatedUnion('type', [ExperimentEventsSchema, ...PersonalisationEventSchema.options, PerformanceBeaconSchema]);
export type VisitEvent = z.infer<typeof EventSchema>;

export const EventsBodySchema = z.object({ events: z.array(EventSchema).min(1).max(MAX_EVENTS) });
export type EventsBody = z.infer<typeof EventsBodySchema>;
