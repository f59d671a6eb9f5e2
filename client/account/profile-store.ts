import { signal } from '@preact/signals-core';
import type { ConsumerProfile, NotificationPreferences } from '../../shared/account/schemas/consumer';
import type { SmsOptInState } from '../../shared/account/sms-opt-in';
import { INTERESTS_SEPARATOR } from '../../shared/account/interests';
import type { BasicInfoInput } from '../../shared/validation/basic-info';
import type { ApiError } from '../api';
import type { AccountClient } from './account-client';
import type { ErrorId } from '../../shared/errors';

/** The answer to an update: done, skipped (nothing to send) or failed with the error to show. */
export type ProfileUpdate = { status: 'saved' } | { status: 'skipped' } | { status: 'failed'; error: Pick<ApiError, 'errorId' | 'message'> };

/** A profile update or an address change without a profile to change. */
export const PROFILE_NOT_LOADED = { errorId: 'PROFILE_NOT_LOADED' satisfies ErrorId, message: 'Profile not loaded' } as const;

/**
 * The profile page's state: the profile the server read, and the updates the shopper makes to
 * it. One per page, never shared between shoppers. Every update fails with 'Profile not loaded'
 * while no profile is loaded; a basic-info update whose every value is empty is skipped.
 */
export function createProfileStore(initial: ConsumerProfile | null, client: AccountClient) {
  const profile = signal<ConsumerProfile | null>(initial);
  // The phone as the shopper is typing it in the basic info: the SMS opt-in is only open while it is a valid number.
  const phoneDraft = signal<string>(initial?.consumerDetails.phone ?? '');

  async function send(run: () => ReturnType<AccountClient['updateProfile']>): Promise<ProfileUpdate> {
    const result = await run();
    if (!result.ok) return { status: 'failed', error: result.error };
    profile.value = result.data;
    return { status: 'saved' };
  }

  /** Changes the basic info; empty fields are left as they are. */
  async function updateBasicInfo(values: BasicInfoInput): Promise<ProfileUpdate> {
    if (!profile.value) return { status: 'failed', error: PROFILE_NOT_LOADED };
    const given = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')) as BasicInfoInput;
    if (Object.keys(given).length === 0) return { status: 'skipped' };
    return send(() => client.updateProfile({ consumerDetails: given }));
  }

  /** Changes the interests (kept joined with a pipe) and the preferred shoe size. */
  async function updatePreferences(interests: readonly string[], preferredShoeSize: string): Promise<ProfileUpdate> {
    if (!profile.value) return { status: 'failed', error: PROFILE_NOT_LOADED };
    const size = preferredShoeSize.trim();
    return send(() => client.updateProfile({ preferences: { interests: interests.join(INTERESTS_SEPARATOR), preferredShoeSize: size === '' ? null : size } }));
  }

  /** Changes the email opt-ins (the newsletter). */
  async function updateNotifications(preferences: NotificationPreferences): Promise<ProfileUpdate> {
    const current = profile.value;
    if (!current) return { status: 'failed', error: PROFILE_NOT_LOADED };
    const result = await client.setNotifications(preferences);
    if (!result.ok) return { status: 'failed', error: result.error };
    profile.value = { ...current, subscriptions: result.data.subscriptions };
    return { status: 'saved' };
  }

  /**
   * Opts in or out of offers by SMS at `phone` (as typed): the SMS subscription goes to that
   * number, never to the email. Opting in saves the phone to the profile first, so the profile and
   * the subscription name one number. Opting out of what was never opted into sends nothing.
   */
  async function updateSms(phone: string, sms: SmsOptInState): Promise<ProfileUpdate> {
    const current = profile.value;
    if (!current) return { status: 'failed', error: PROFILE_NOT_LOADED };
    const stored = current.subscriptions.find((item) => item.channel === 'sms');
    if (!sms.checked && !stored?.optin) return { status: 'skipped' };
    if (sms.checked && phone.trim() !== '') {
      const saved = await updateBasicInfo({ phone });
      if (saved.status === 'failed') return saved;
    }
    const result = await client.setSms({ recipient: sms.checked ? phone : (stored?.recipient ?? phone), optin: sms.checked, optInAccepted: sms.optInAccepted });
    if (!result.ok) return { status: 'failed', error: result.error };
    profile.value = { ...(profile.value ?? current), subscriptions: result.data.subscriptions };
    return { status: 'saved' };
  }

  return { profile, phoneDraft, updateBasicInfo, updatePreferences, updateNotifications, updateSms };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
