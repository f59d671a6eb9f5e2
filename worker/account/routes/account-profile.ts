import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { wordIssue } from '../../../shared/validation/field-issue';
import { api } from '../../../shared/api';
import { basicInfoSchema } from '../../../shared/account/schemas/profile-fields';
import { fieldErrorsOf, validatePassword, validatePasswordConfirmation } from '../../../shared/validation';
import { translatorFor } from '../../../shared/i18n/catalogues';
import { signUpConfig } from '../../../shared/site/sign-up-config';
import { readJsonBody } from '../../routes/read-body';
import { registeredShopper, upstreamFailure } from './account-call';
import { acceptEmployeeTerms } from '../employee-terms';
import { setNotificationPreferences } from '../newsletter';
import { shopperSession } from '../../session/middleware';
import { fapi } from '../../../shared/fapi/schemas';
import { serviceInputs } from '../../middleware/request-context/service-inputs';
import { smsSubscriptionRequest } from '../../../shared/account/sms-recipient';

/*
 * The signed-in shopper's profile; each call goes upstream with the shopper's own token, so no
 * request can name another shopper. Writes are same-origin checked by the middleware.
 *   GET  /fapi/account/profile                  the profile with the loyalty summary
 *   PUT  /fapi/account/profile                  { consumerDetails?, preferences? } basic info, interests, shoe size
 *   PUT  /fapi/account/profile/notification     { subscriptions[] } the email opt-ins (the newsletter waits for its mailed
 *                                               link where the market asks for confirmation; SMS_PHONE_INVALID for sms)
 *   PUT  /fapi/account/profile/sms              { recipient, optin, optInAccepted } the SMS subscription, sent to the phone in E.164
 *   POST /fapi/account/profile/password         { currentPassword, newPassword, confirmPassword }; ends the account's other sessions
 *   POST /fapi/account/profile/employee-terms   an employee accepts the associate discount terms
 */

const BODY_MAX_BYTES = 4096;

export const accountProfileRoutes = new Hono<AppEnv>()
  .on(fapi.profile.read.method, fapi.profile.read.path, async (c) => {
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const result = await shopper.upstream.call(api.consumer.profile, { query: { includeLoyaltySummary: 'true' } });
    return result.ok ? c.json(result.data) : upstreamFailure(c, result);
  })
  .on(fapi.profile.update.method, fapi.profile.update.path, async (c) => {
    const body = await readJsonBody(c, fapi.profile.update.body, BODY_MAX_BYTES, 'The profile update is not valid');
    if (body instanceof Response) return body;
    const { site } = c.get('requestContext');
    const details = basicInfoSchema(signUpConfig(site)).safeParse(body.consumerDetails ?? {});
    if (!details.success) {
      // The first refused field, worded in the site's language (its code when the catalogue has one).
      const [first] = fieldErrorsOf(details.error);
      const t = translatorFor(site).t as (key: string, values?: Readonly<Record<string, string | number>>) => string;
      return apiError(c, first?.issue.errorId ?? 'PRO412', first ? `${first.field}: ${t(first.issue.key, first.issue.values)}` : 'Profile update failed');
    }
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const consumerProfile = { ...(Object.keys(details.data).length ? { consumerDetails: details.data } : {}), ...(body.preferences ? { preferences: body.preferences } : {}) };
    const result = await shopper.upstream.call(api.consumer.updateProfile, { body: { consumerProfile } });
    if (!result.ok) return upstreamFailure(c, result);
    // The greeting reads the first name from the session.
    await shopperSession(c).amend({ firstName: result.data.consumerDetails.firstName });
    return c.json(result.data);
  })
  .on(fapi.profile.notification.method, fapi.profile.notification.path, async (c) => {
    const body = await readJsonBody(c, fapi.profile.notification.body, BODY_MAX_BYTES, 'The notification preferences are not valid');
    if (body instanceof Response) return body;
    // Offers by SMS go to a phone number, which only the SMS subscription takes.
    if (body.subscriptions.some((item) => item.channel === 'sms')) return apiError(c, 'SMS_PHONE_INVALID', translatorFor(c.get('requestContext').site).t('account.sms.phoneInvalid'));
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    // The newsletter by email waits for its mailed link where the market asks for confirmation, whichever form opts in.
    const result = await setNotificationPreferences(shopper.upstream, c.get('requestContext').site, body.subscriptions);
    return result.ok ? c.json(result.data) : upstreamFailure(c, result);
  })
  .on(fapi.profile.sms.method, fapi.profile.sms.path, async (c) => {
    const body = await readJsonBody(c, fapi.profile.sms.body, BODY_MAX_BYTES, 'The SMS subscription is not valid');
    if (body instanceof Response) return body;
    const { site } = c.get('requestContext');
    const request = smsSubscriptionRequest(body, signUpConfig(site), site.country);
    if ('refused' in request) return apiError(c, request.refused, translatorFor(site).t(request.refused === 'SMS_PHONE_INVALID' ? 'account.sms.phoneInvalid' : 'account.sms.termsNotAccepted'));
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const result = await shopper.upstream.call(api.consumer.updateSubscription, { body: request });
    return result.ok ? c.json(result.data) : upstreamFailure(c, result);
  })
  .on(fapi.profile.changePassword.method, fapi.profile.changePassword.path, async (c) => {
    const body = await readJsonBody(c, fapi.profile.changePassword.body, BODY_MAX_BYTES, 'The password change is not valid');
    if (body instanceof Response) return body;
    const refused = validatePassword(body.newPassword) ?? validatePasswordConfirmation(body.newPassword, body.confirmPassword);
    if (refused) return apiError(c, refused.errorId ?? 'PRO415', wordIssue(translatorFor(c.get('requestContext').site).t, refused));
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const result = await shopper.upstream.call(api.identity.changePassword, { body: { currentPassword: body.currentPassword, newPassword: body.newPassword } });
    if (!result.ok) return upstreamFailure(c, result);
    // Whoever else held a session (perhaps the reason for the change) is signed out; this one goes on under the new epoch.
    if (!(await shopperSession(c).endAccountSessions({ keepThis: true }))) console.error(JSON.stringify({ msg: 'password changed but other sessions not ended', correlationId: c.get('requestContext').correlationId }));
    return c.json(result.data);
  })
  .on(fapi.profile.employeeTerms.method, fapi.profile.employeeTerms.path, async (c) => {
    const shopper = await registeredShopper(c);
    if (shopper instanceof Response) return shopper;
    const result = await shopper.upstream.call(api.consumer.updateProfile, { body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } } });
    if (!result.ok) return upstreamFailure(c, result);
    await acceptEmployeeTerms(serviceInputs(c));
    return c.json({ accepted: true });
  });
