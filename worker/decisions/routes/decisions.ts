import { Hono } from 'hono';
import { isAllowed, TARGETING_CATEGORY } from '../../../shared/decisions/consent';
import { MAX_TRACKED_EVENTS_BODY_BYTES } from '../../../shared/analytics';
import type { PersonalisationDecision } from '../../../shared/decisions/personalisation';
import { classifyPath } from '../../../shared/routing';
import { isDevelopment } from '../../env';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { decideForPage, recordTrackedEvents } from '..';
import { resolveExperiments } from '../experiments';
import { serviceInputs } from '../../middleware/request-context/service-inputs';
import { ensureMonetateId, normaliseDecision } from '../personalisation-engine';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * The per-visitor decision wing's first-party routes, mounted under /fapi: the browser's
 * events, the engine's decision asked again, and the testers' view of what was decided.
 */

const DECISIONS_REQUEST_BYTES = 2 * 1024;
const MAX_BEACON_BYTES = 2 * 1024;

export const decisionRoutes = new Hono<AppEnv>()
  /*
   * POST /fapi/events: what the browser showed and the visitor did, as one list of events
   * (experiments, engine records, page views, the performance beacon). Answers at once: 202
   * when something was accepted (its vendor calls run in waitUntil), 204 when consent, a
   * missing visitor or engine id, or an unknown flag or goal left nothing to send.
   */
  .on(fapi.analytics.send.method, fapi.analytics.send.path, async (c) => {
    const body = await readJsonBody(c, fapi.analytics.send.body, MAX_TRACKED_EVENTS_BODY_BYTES, 'Invalid events');
    if (body instanceof Response) return body;
    return c.body(null, (await recordTrackedEvents(serviceInputs(c), body.events)) ? 202 : 204);
  })
  /*
   * POST /fapi/performance/ingest: the performance beacon at the path the platform's API list
   * names, for beacons sent on their own: recorded exactly as a `performance` event above.
   */
  .on(fapi.decisions.performance.method, fapi.decisions.performance.path, async (c) => {
    const beacon = await readJsonBody(c, fapi.decisions.performance.body, MAX_BEACON_BYTES, 'Invalid performance beacon');
    if (beacon instanceof Response) return beacon;
    return c.body(null, (await recordTrackedEvents(serviceInputs(c), [{ type: 'performance', ...beacon }])) ? 202 : 204);
  })
  /*
   * POST /fapi/personalisation/decisions: the engine's decision for the page the browser
   * shows, asked again after something the visitor did (the recalculate event). The same
   * decide call and time budget as a page render; without targeting consent no call is made
   * and the answer is null. A read, not an event: it answers with the decision. Never cached.
   */
  .on(fapi.decisions.personalisation.method, fapi.decisions.personalisation.path, async (c) => {
    const request = await readJsonBody(c, fapi.decisions.personalisation.body, DECISIONS_REQUEST_BYTES, 'Invalid decisions request');
    if (request instanceof Response) return request;
    if (!isAllowed(c.get('requestContext').consent, TARGETING_CATEGORY)) return c.json({ decision: null });
    // The page the browser shows, not this request's path: classified here, from the body.
    const page = new URL(request.page, c.req.url);
    // The whole decision: the browser keeps what the page it shows renders.
    const inputs = serviceInputs(c);
    const answer = await decideForPage(inputs, page, classifyPath(page.pathname), ensureMonetateId(inputs.session));
    const decision: PersonalisationDecision | null = answer && normaliseDecision(answer);
    return c.json({ decision });
  })
  /*
   * GET /fapi/decisions?path=/en-us/... (testers only): what the worker resolves for the
   * calling visitor on that page, from its cookies. Outside development it answers 404,
   * so nobody can enumerate variations there. No events are sent.
   */
  .on(fapi.decisions.inspect.method, fapi.decisions.inspect.path, async (c) => {
    if (!isDevelopment(c.env)) return apiError(c, 'API404', 'Not found');
    const query = fapi.decisions.inspect.query.safeParse({ path: c.req.query('path') });
    if (!query.success) return apiError(c, 400, 'API400', 'Invalid path');
    const target = new URL(query.data.path, c.req.url);
    const ctx = c.get('requestContext');
    const resolved = await resolveExperiments(serviceInputs(c), classifyPath(target.pathname), new URL(c.req.url).searchParams);
    return c.json({
      path: target.pathname,
      visitorId: ctx.visitorId,
      revision: resolved.revision,
      decisions: resolved.decisions,
      forced: resolved.forced,
      segments: resolved.segments,
      visitor: ctx.visitor,
      segmentKey: ctx.segmentKey,
      consent: ctx.consent,
    });
  });
