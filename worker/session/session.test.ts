import { describe, expect, it } from 'vitest';
import type { Auth } from '../../shared/account/schemas/auth';
import { sessionFromAuth, type ShopperSession } from './session';

const auth = (consumerNo: string, objects: Partial<Pick<Auth, 'basketId' | 'saveForLaterId'>> & { favoriteId?: string | null } = {}): Auth => ({
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 1800,
  refreshExpiresIn: 86_400,
  type: 'Registered',
  consumerNo,
  consumerType: null,
  memberId: null,
  isEmployeeDiscountTCAccepted: null,
  basketId: objects.basketId ?? null,
  favorites: { favoriteId: objects.favoriteId ?? null, favStoreId: null },
  saveForLaterId: objects.saveForLaterId ?? null,
});

const before: ShopperSession = {
  ...sessionFromAuth(auth('C1', { basketId: 'B1', favoriteId: 'F1', saveForLaterId: 'S1' }), 'usid-0001', null, 'RL_US', 0),
  firstName: 'Ada',
};

describe('sessionFromAuth', () => {
  it('keeps the name and objects a refresh does not repeat, and takes those it names', () => {
    const refreshed = sessionFromAuth(auth('C1', { favoriteId: 'F2' }), 'usid-0001', before, 'RL_US', 1000);
    expect(refreshed).toMatchObject({ firstName: 'Ada', basketId: 'B1', favoriteId: 'F2', saveForLaterId: 'S1', accessExpiresAt: 1000 + 1800 * 1000 });
  });

  it("never lends one consumer's name or objects to another", () => {
    const other = sessionFromAuth(auth('C2', { basketId: 'B2' }), 'usid-0001', before, 'RL_US', 1000);
    expect(other).toMatchObject({ consumerNo: 'C2', firstName: null, basketId: 'B2', favoriteId: null, saveForLaterId: null });
  });

  it('keeps a basket with the site of the token call that named it, and a kept basket with its own site', () => {
    expect(before.basketSiteId).toBe('RL_US');
    // A refresh from a German page that names no basket keeps the US basket as the US site's.
    expect(sessionFromAuth(auth('C1'), 'usid-0001', before, 'RL_DE', 1000).basketSiteId).toBe('RL_US');
    // One that names the shopper's German basket takes it as the German site's.
    expect(sessionFromAuth(auth('C1', { basketId: 'B3' }), 'usid-0001', before, 'RL_DE', 1000)).toMatchObject({ basketId: 'B3', basketSiteId: 'RL_DE' });
  });
});
