import { describe, expect, it, vi } from 'vitest';
import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import type { AccountClient } from './account-client';
import { createProfileStore, PROFILE_NOT_LOADED } from './profile-store';

const PROFILE: ConsumerProfile = {
  consumerNo: 'C1',
  consumerType: null,
  isEmployeeDiscountTCAccepted: null,
  consumerDetails: { email: 'a@example.com', firstName: 'Ada', lastName: 'Lee', birthDate: null, gender: null, phone: null, postalCode: null, address: [], identity: [] },
  isLoyaltyMember: false,
  loyaltyOptInDate: null,
  loyaltySummary: null,
  enrollments: [],
  preferences: { interests: '', preferredShoeSize: null },
  subscriptions: [],
};

function fakeClient(): AccountClient & { updateProfile: ReturnType<typeof vi.fn>; setNotifications: ReturnType<typeof vi.fn>; setSms: ReturnType<typeof vi.fn> } {
  return {
    updateProfile: vi.fn(async () => ({ ok: true as const, data: { ...PROFILE, consumerDetails: { ...PROFILE.consumerDetails, firstName: 'Bea' } } })),
    setNotifications: vi.fn(async () => ({ ok: true as const, data: { subscriptions: [{ type: 'Newsletter' as const, channel: 'email' as const, optin: true, recipient: 'a@example.com' }] } })),
    setSms: vi.fn(async (body: { optin: boolean }) => ({ ok: true as const, data: { subscriptions: [{ type: 'Newsletter' as const, channel: 'sms' as const, optin: body.optin, recipient: '+13035550188' }] } })),
  };
}

describe('createProfileStore', () => {
  it('skips a basic-info update whose every value is empty, without calling the backend', async () => {
    const client = fakeClient();
    const store = createProfileStore(PROFILE, client);
    expect(await store.updateBasicInfo({ firstName: '', lastName: '  ', phone: '' })).toEqual({ status: 'skipped' });
    expect(await store.updateBasicInfo({})).toEqual({ status: 'skipped' });
    expect(client.updateProfile).not.toHaveBeenCalled();
  });

  it("fails every update with 'Profile not loaded' while no profile is loaded", async () => {
    const client = fakeClient();
    const store = createProfileStore(null, client);
    const failed = { status: 'failed', error: PROFILE_NOT_LOADED };
    expect(await store.updateBasicInfo({ firstName: 'Bea' })).toEqual(failed);
    expect(await store.updateBasicInfo({})).toEqual(failed);
    expect(await store.updatePreferences(['hiking'], '42')).toEqual(failed);
    expect(await store.updateNotifications({ subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] })).toEqual(failed);
    expect(PROFILE_NOT_LOADED.message).toBe('Profile not loaded');
    expect(client.updateProfile).not.toHaveBeenCalled();
    expect(client.setNotifications).not.toHaveBeenCalled();
  });

  it('sends only the fields given and keeps the answer as the profile', async () => {
    const client = fakeClient();
    const store = createProfileStore(PROFILE, client);
    expect(await store.updateBasicInfo({ firstName: 'Bea', lastName: '' })).toEqual({ status: 'saved' });
    expect(client.updateProfile).toHaveBeenCalledWith({ consumerDetails: { firstName: 'Bea' } });
    expect(store.profile.value?.consumerDetails.firstName).toBe('Bea');
  });

  it('joins interests with a pipe and sends an empty shoe size as none', async () => {
    const client = fakeClient();
    const store = createProfileStore(PROFILE, client);
    await store.updatePreferences(['hiking', 'climbing', 'trail-running'], ' ');
    expect(client.updateProfile).toHaveBeenCalledWith({ preferences: { interests: 'hiking|climbing|trail-running', preferredShoeSize: null } });
  });

  it('reports a refused update with its error and keeps the profile as it was', async () => {
    const client = fakeClient();
    client.updateProfile.mockResolvedValueOnce({ ok: false, status: 400, error: { errorId: 'PRO412', message: 'Profile update failed', correlationId: 'x' } });
    const store = createProfileStore(PROFILE, client);
    expect(await store.updateBasicInfo({ firstName: 'Bea' })).toMatchObject({ status: 'failed', error: { errorId: 'PRO412' } });
    expect(store.profile.value).toBe(PROFILE);
  });

  it('keeps the new subscriptions after a notification update', async () => {
    const store = createProfileStore(PROFILE, fakeClient());
    await store.updateNotifications({ subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] });
    expect(store.profile.value?.subscriptions).toHaveLength(1);
  });

  it('opts in for SMS at the phone, saving the phone to the profile first, and never sends the email', async () => {
    const client = fakeClient();
    const store = createProfileStore(PROFILE, client);
    const accepted = { checked: true, termsShown: false, optInAccepted: true };
    expect(await store.updateSms('(303) 555-0188', accepted)).toEqual({ status: 'saved' });
    expect(client.updateProfile).toHaveBeenCalledWith({ consumerDetails: { phone: '(303) 555-0188' } });
    expect(client.setSms).toHaveBeenCalledWith({ recipient: '(303) 555-0188', optin: true, optInAccepted: true });
    expect(JSON.stringify(client.setSms.mock.calls)).not.toContain('a@example.com');
    expect(store.profile.value?.subscriptions).toMatchObject([{ channel: 'sms', optin: true, recipient: '+13035550188' }]);
  });

  it('opts out at the stored recipient, and sends nothing for an opt-out of what was never opted into', async () => {
    const client = fakeClient();
    const unticked = { checked: false, termsShown: false, optInAccepted: false };
    expect(await createProfileStore(PROFILE, client).updateSms('', unticked)).toEqual({ status: 'skipped' });
    expect(client.setSms).not.toHaveBeenCalled();
    const subscribed = { ...PROFILE, subscriptions: [{ type: 'Newsletter' as const, channel: 'sms' as const, optin: true, recipient: '+13035550188' }] };
    expect(await createProfileStore(subscribed, client).updateSms('303', unticked)).toEqual({ status: 'saved' });
    expect(client.setSms).toHaveBeenCalledWith({ recipient: '+13035550188', optin: false, optInAccepted: false });
    expect(client.updateProfile).not.toHaveBeenCalled();
  });
});
