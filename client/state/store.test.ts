import { describe, expect, it } from 'vitest';
import { createStore, EMPTY_STORE } from './store';

const registered = { type: 'Registered', firstName: 'Alex', consumerType: null, employeeTermsAccepted: null, basketId: null, favoriteId: null, saveForLaterId: null } as const;

describe('store.auth', () => {
  it("is the server's word until the session summary is known, then follows the summary", () => {
    const store = createStore({ ...EMPTY_STORE, auth: { type: 'Registered', firstName: null } });
    expect(store.auth.value).toEqual({ type: 'Registered', firstName: null });
    store.session.summary.value = registered;
    expect(store.auth.value).toEqual({ type: 'Registered', firstName: 'Alex' });
    // Signed out in place: a guest's summary (or none at all) reads Guest.
    store.session.summary.value = { ...registered, type: null, firstName: null };
    expect(store.auth.value).toEqual({ type: 'Guest', firstName: null });
  });
});
