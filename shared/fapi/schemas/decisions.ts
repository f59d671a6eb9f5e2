import * as z from 'zod';
import { TrackedEventsBodySchema } from '../../analytics';
import { PerformanceBeaconSchema } from '../../performance';
import { PersonalisationDecisionsRequestSchema, PersonalisationDecisionsResponseSchema } from '../../decisions/personalisation';
import { PagePathAndQuerySchema } from '../../routing';
import * as analyticsRoutes from '../routes/analytics';
import * as routes from '../routes/decisions';
import { withSchemas } from './endpoint';

/** The answer of a route that answers with its status alone (202 or 204), no body. */
export const NoBodySchema = z.undefined();

/** Tracked events: accepted (202) or nothing to send (204), never a body. */
export const analytics = withSchemas(analyticsRoutes.analytics, {
  send: { body: TrackedEventsBodySchema, response: NoBodySchema },
});

/** The performance beacon sent on its own: the `performance` event without its type. */
export const StandaloneBeaconSchema = PerformanceBeaconSchema.omit({ type: true });

/** The page a tester asks about, with its query (the same forcing parameters a page takes). */
export const InspectQuerySchema = z.object({ path: PagePathAndQuerySchema.max(512) });

/** What the worker resolves for the calling visitor on a page: the testers' view, whose parts are the resolver's own. */
export const DecisionsInspectionSchema = z.looseObject({ path: z.string(), visitorId: z.string().nullable().optional(), revision: z.unknown(), decisions: z.unknown(), forced: z.unknown(), segments: z.unknown() });

export const decisions = withSchemas(routes.decisions, {
  performance: { body: StandaloneBeaconSchema, response: NoBodySchema },
  personalisation: { body: PersonalisationDecisionsRequestSchema, response: PersonalisationDecisionsResponseSchema },
  inspect: { query: InspectQuerySchema, response: DecisionsInspectionSchema },
});
