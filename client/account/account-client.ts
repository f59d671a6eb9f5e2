import { onDemand } from '#on-demand';
import { callFapi, type ApiResult } from '../api';
import type { ConsumerProfile, NotificationPreferences } from '../../shared/account/schemas/consumer';
import type { SmsOptInBody } from '../../shared/account/schemas/sms-subscription';
import type { BasicInfoInput } from '../../shared/validation/basic-info';
import { profile } from '../../shared/fapi/routes/account';
import { password } from '../../shared/fapi/routes/auth';

/*
 * The browser's calls to the account profile and password routes.
 * Their answer schemas come with the API catalogue's on-demand chunk, like every other schema, so
 * zod is loaded once and only when a call is made.
 */

const schemas = () => onDemand.apiCatalogue();
const done = () => schemas().then((loaded) => loaded.DoneSchema);

export interface ProfileChange {
  consumerDetails?: BasicInfoInput;
  preferences?: { interests?: string; preferredShoeSize?: string | null };
}

/** The calls the profile store makes; a test passes its own. */
export interface AccountClient {
  updateProfile(change: ProfileChange): Promise<ApiResult<ConsumerProfile>>;
  setNotifications(preferences: NotificationPreferences): Promise<ApiResult<{ subscriptions: ConsumerProfile['subscriptions'] }>>;
  setSms(body: SmsOptInBody): Promise<ApiResult<{ subscriptions: ConsumerProfile['subscriptions'] }>>;
}

export const accountClient: AccountClient = {
  updateProfile: (change) => callFapi(profile.update, () => schemas().then((loaded) => loaded.ConsumerProfileSchema), { body: change }),
  setNotifications: (preferences) =>
    callFapi(profile.notification, () => schemas().then((loaded) => loaded.NotificationPreferencesResponseSchema), { body: preferences }),
  setSms: (body) => callFapi(profile.sms, () => schemas().then((loaded) => loaded.NotificationPreferencesResponseSchema), { body }),
};

/** The signed-in shopper's profile (with the loyalty summary). */
export function loadProfile() {
  return callFapi(profile.read, () => schemas().then((loaded) => loaded.ConsumerProfileSchema));
}

export function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  return callFapi(profile.changePassword, done, { body });
}

export function acceptEmployeeTerms() {
  return callFapi(profile.employeeTerms, () => schemas().then((loaded) => loaded.EmployeeTermsAcceptedSchema));
}

export function requestPasswordReset(email: string) {
  return callFapi(password.forgot, done, { body: { email } });
}

export function resetPassword(body: { token: string; password: string; confirmPassword: string }) {
  return callFapi(password.reset, done, { body });
}
