import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { fapi } from '../../../shared/fapi/schemas';
import { EVENT_REFUSALS, firstEventChoiceIssue, isEventRefusal } from '../../../shared/events';
import { translatorFor } from '../../../shared/i18n/catalogues';
import { wordIssue } from '../../../shared/validation/field-issue';
import { registeredShopper, upstreamFailure } from '../../account/routes';
import { apiError } from '../../errors/api-error';
import { EVENT_REGISTRATION_LIMITS, limitAll } from '../../middleware/rate-limit';
import { readJsonBody } from '../../routes/read-body';
import { registerForEvent } from '../registration';

/*
 * A signed-in member's event sign-up (same-origin checked by the middleware):
 *   POST /fapi/event-registration  {eventId, attendingDays[], plusOne, eventTermsAccepted} → the backend's receipt
 * Who registers comes from the member's profile, read with their own token; the browser sends only
 * its choices. Places are few, so attempts are limited per client address and per member.
 */

const BODY_MAX_BYTES = 2048;

export const eventRegistrationRoutes = new Hono<AppEnv>().on(fapi.eventRegistration.register.method, fapi.eventRegistration.register.path, async (c) => {
  const shopper = await registeredShopper(c);
  if (shopper instanceof Response) return shopper;
  const { consumerNo } = shopper.session;
  const limited = await limitAll(c, [EVENT_REGISTRATION_LIMITS.address, { ...EVENT_REGISTRATION_LIMITS.owner, key: () => consumerNo }]);
  if (limited) return limited;
  const form = await readJsonBody(c, fapi.eventRegistration.register.body, BODY_MAX_BYTES, 'Choose the days, accept the terms and give a guest only by name');
  if (form instanceof Response) return form;
  // The rules the form applies, again: a page that skipped them gets the same worded refusal.
  const { t } = translatorFor(c.get('requestContext').site);
  const refused = firstEventChoiceIssue(form);
  if (refused?.issue.errorId) return apiError(c, refused.issue.errorId, wordIssue(t, refused.issue));
  const result = await registerForEvent(shopper.upstream, form, new Date());
  if (result.ok) return c.json(result.data);
  // The backend's refusal of this registration, in the site's language: the dialog shows it as it comes.
  return isEventRefusal(result.errorId) ? apiError(c, result.errorId, t(EVENT_REFUSALS[result.errorId])) : upstreamFailure(c, result);
});
