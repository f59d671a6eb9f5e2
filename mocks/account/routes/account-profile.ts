import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { ChangePasswordRequestSchema, ConfirmForgotPasswordRequestSchema, NotificationPreferencesSchema, ResetPasswordRequestSchema, UpdateProfileRequestSchema } from '../../../shared/account/schemas/consumer';
import { readProfile, setNotifications, updateProfile } from '../profile';
import { CHANGE_FAILED, changePassword, confirmReset, requestReset, RESET_LINK_EXPIRED } from '../password-reset';
import { authenticate } from '../../auth';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBodyWithEmail, queryParam, readJson, refusalResponse, siteOf, type MockRouter } from '../../http';

/*
 * The consumer's profile and passwords:
 *   GET  /consumers-v3/consumer[?includeLoyaltySummary=true]   the profile (PRO404 without an account)
 *   PUT  /consumers-v3/consumer                                 { consumerProfile } (PRO412 when refused)
 *   PUT  /consumers-v3/consumer/notification                    { subscriptions[] } email opt-ins (SMS_PHONE_INVALID for sms: it has its own call)
 *   POST /consumers-v3/consumer/changepassword                  { currentPassword, newPassword } (AUT450, AUT451/452, PRO415)
 *   POST /consumers-v3/consumer/resetpassword                   { email }: a reset link, answered alike for any email
 *   POST /consumers-v3/confirmforgotpassword                    { token, password } (AUT402 for a spent or expired link)
 */

const PROFILE_NOT_FOUND = (request: IRequest) => errorResponse(request, 'PRO404', 'Profile not found');

async function getProfile(request: IRequest, env: Env): Promise<Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const profile = await readProfile(env.DB, consumer.consumerNo, queryParam(request, 'includeLoyaltySummary') !== 'false');
  return profile ? answer(api.consumer.profile, profile) : PROFILE_NOT_FOUND(request);
}

async function putProfile(request: IRequest, env: Env): Promise<Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const parsed = UpdateProfileRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return errorResponse(request, 'PRO412', 'Profile update failed');
  const updated = await updateProfile(env.DB, consumer.consumerNo, parsed.data.consumerProfile);
  if (updated === 'not-employee') return errorResponse(request, 'PRO418', 'Profile update failed');
  return updated ? answer(api.consumer.updateProfile, updated) : PROFILE_NOT_FOUND(request);
}

async function putNotification(request: IRequest, env: Env): Promise<Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const parsed = NotificationPreferencesSchema.safeParse(await readJson(request));
  if (!parsed.success) return errorResponse(request, 'PRO412', 'Profile update failed');
  // Offers by SMS go to a phone: the SMS subscription call takes them, with the number.
  if (parsed.data.subscriptions.some((item) => item.channel === 'sms')) return errorResponse(request, 'SMS_PHONE_INVALID', 'A valid phone number is required');
  const subscriptions = await setNotifications(env.DB, consumer.consumerNo, parsed.data);
  return subscriptions ? answer(api.consumer.notification, { subscriptions }) : PROFILE_NOT_FOUND(request);
}

async function postChangePassword(request: IRequest, env: Env): Promise<Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const parsed = ChangePasswordRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return refusalResponse(request, CHANGE_FAILED);
  const outcome = await changePassword(env.DB, consumer.consumerNo, parsed.data.currentPassword, parsed.data.newPassword);
  return outcome === true ? answer(api.identity.changePassword, { done: true }) : refusalResponse(request, outcome);
}

async function postResetPassword(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBodyWithEmail(request, ResetPasswordRequestSchema);
  if (body instanceof Response) return body;
  await ensureDatabase(env.DB);
  await requestReset(env.DB, body.email, siteOf(request).locale);
  return answer(api.identity.resetPassword, { done: true });
}

async function postConfirmForgotPassword(request: IRequest, env: Env): Promise<Response> {
  const raw = (await readJson(request)) as { token?: unknown } | undefined;
  const parsed = ConfirmForgotPasswordRequestSchema.safeParse(raw);
  if (!parsed.success) {
    // A malformed link is as dead as an expired one; a password that breaks the rules is the caller's to fix.
    const tokenBad = parsed.error.issues.some((issue) => issue.path[0] === 'token');
    return tokenBad ? refusalResponse(request, RESET_LINK_EXPIRED) : errorResponse(request, 'FE872', parsed.error.issues[0]?.message ?? 'Password does not meet requirements.');
  }
  await ensureDatabase(env.DB);
  const outcome = await confirmReset(env.DB, parsed.data.token, parsed.data.password);
  return outcome === true ? answer(api.identity.confirmForgotPassword, { done: true }) : refusalResponse(request, outcome);
}

export function registerAccountProfileRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.consumer.profile, getProfile),
    on(api.consumer.updateProfile, putProfile),
    on(api.consumer.notification, putNotification),
    on(api.identity.changePassword, postChangePassword),
    on(api.identity.resetPassword, postResetPassword),
    on(api.identity.confirmForgotPassword, postConfirmForgotPassword),
  ]);
}
