import { onDemand } from '#on-demand';
import { callFirstParty, type ApiResult } from '../api';
import type { ConsumerProfile, NotificationPreferences } from '../../shared/schemas/consumer';
import type { BasicInfoInput } from '../../shared/validation/basic-info';

/*
 * The browser's calls to the account and password routes (/fapi/account/profile, /fapi/password).
 * Their answer schemas come with the API catalogue's on-demand chunk, like every other schema, so
 * zod is loaded once and only when a call is made.
 */

const PROFILE_ROUTE = '/fapi/account/profile';
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
}

export const accountClient: AccountClient = {
  updateProfile: (change) => callFirstParty(PROFILE_ROUTE, () => schemas().then((loaded) => loaded.ConsumerProfileSchema), { method: 'PUT', body: change }),
  setNotifications: (preferences) =>
    callFirstParty(`${PROFILE_ROUTE}/notification`, () => schemas().then((loaded) => loaded.NotificationPreferencesResponseSchema), { method: 'PUT', body: preferences }),
};

/** The signed-in shopper's profile (with the loyalty summary). */
export function loadProfile() {
  return callFirstParty(PROFILE_ROUTE, () => schemas().then((loaded) => loaded.ConsumerProfileSchema));
}

export function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  return callFirstParty(`${PROFILE_ROUTE}/password`, done, { method: 'POST', body });
}

export function acceptEmployeeTerms() {
  return callFirstParty(`${PROFILE_ROUTE}/employee-terms`, () => schemas().then((loaded) => loaded.EmployeeTermsAcceptedSchema), { method: 'POST' });
}

export function requestPasswordReset(email: string) {
  return callFirstParty('/fapi/password/forgot', done, { method: 'POST', body: { email } });
}

export function resetPassword(body: { token: string; password: string; confirmPassword: string }) {
  return callFirstParty('/fapi/password/reset', done, { method: 'POST', body });
}
