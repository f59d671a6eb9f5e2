import { describe, expect, it } from 'vitest';
import { ABSOLUTE_TIMEOUT_MS, hasLapsed, IDLE_TIMEOUT_MS, latestEnd, needsReseal, SEEN_RESEAL_MS } from './lifetime';
import type { ShopperSession } from './session';

const SIGNED_IN = Date.UTC(2026, 0, 1);

function registered(overrides: Partial<ShopperSession> = {}): ShopperSession {
  return {
    usid: 'usid0001', accessToken: 'a', refreshToken: 'r', accessExpiresAt: SIGNED_IN, refreshExpiresAt: SIGNED_IN + 90 * 86_400_000,
    type: 'Registered', consumerNo: 'C1', firstName: 'Ivan', consumerType: null, employeeTermsAccepted: null, memberId: null, identities: [],
    basketId: null, basketSiteId: null, favoriteId: null, saveForLaterId: null, orders: [],
    sid: '0123456789abcdef0123456789abcdef', signedInAt: SIGNED_IN, seenAt: SIGNED_IN, epoch: 0,
    buyInStore: null,
    ...overrides,
  };
}

describe('the registered session lifetime, on an injected clock', () => {
  it('lapses once idle past the idle timeout, not a minute before', () => {
    expect(hasLapsed(registered(), SIGNED_IN + IDLE_TIMEOUT_MS - 60_000)).toBe(false);
    expect(hasLapsed(registered(), SIGNED_IN + IDLE_TIMEOUT_MS + 1)).toBe(true);
  });

  it('lapses past the absolute timeout however recently it was used', () => {
    const now = SIGNED_IN + ABSOLUTE_TIMEOUT_MS + 1;
    expect(hasLapsed(registered({ seenAt: now - 1000 }), now)).toBe(true);
    expect(hasLapsed(registered({ seenAt: now - 1000 }), now - 2)).toBe(false);
  });

  it('never lapses a guest, and always one sealed without an id', () => {
    expect(hasLapsed(registered({ type: 'Guest', sid: null, signedInAt: null, seenAt: null }), SIGNED_IN + ABSOLUTE_TIMEOUT_MS * 2)).toBe(false);
    expect(hasLapsed(registered({ sid: null }), SIGNED_IN)).toBe(true);
  });

  it('reseals the last-seen time only once it is an hour old', () => {
    expect(needsReseal(registered(), SIGNED_IN + SEEN_RESEAL_MS)).toBe(false);
    expect(needsReseal(registered(), SIGNED_IN + SEEN_RESEAL_MS + 1)).toBe(true);
  });

  it('remembers a revocation until the session could have lived no longer', () => {
    expect(latestEnd(registered())).toBe(SIGNED_IN + ABSOLUTE_TIMEOUT_MS);
    expect(latestEnd(registered({ refreshExpiresAt: SIGNED_IN + 1000 }))).toBe(SIGNED_IN + 1000);
  });
});
