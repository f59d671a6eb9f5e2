import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { generateCatalog } from '../../mocks/data/catalog';
import { AuthSchema } from '../../shared/account/schemas/auth';
import { CartSchema } from '../../shared/cart/schemas/cart';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { FavoritesSchema } from '../../shared/account/schemas/favorites';
import type { Env } from '../../worker/env';

// The mocks' token service, called as the worker calls it: guests get a pair of their own,
// a refresh token is spent by its first use (racing uses within a short window share its
// successor), and nothing else buys a token.

const mocks = (env as unknown as Env).MOCKS;
const post = (path: string, body: unknown) => mocks.fetch(`https://mocks.internal${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const tokenCall = (body: unknown) => post('/token/v2/auth/token', body);
const refresh = (refreshToken: string) => tokenCall({ type: 'Refresh', refreshToken });
/** A call with the guest's access token, on the US site. */
const asShopper = (method: string, path: string, accessToken: string, body?: unknown) =>
  mocks.fetch(`https://mocks.internal${path}?locale=en-us`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
const newGuest = async () => AuthSchema.parse(await (await tokenCall({ type: 'Guest' })).json());
/** Moves a spent refresh token's spending past the reuse window (30 s). */
async function outliveReuseWindow(refreshToken: string): Promise<void> {
  expect((await post('/__test/token/age', { refreshToken, seconds: 31 })).status).toBe(200);
}

// The first call seeds the mocks' database, which on a loaded machine outlasts one test's budget;
// the tests below then time only what they check.
beforeAll(async () => {
  expect((await tokenCall({ type: 'Guest' })).status).toBe(200);
}, 60_000);

describe('mock token service', () => {
  it('gives each guest a distinct consumer and random tokens that expire', async () => {
    const [first, second] = await Promise.all([tokenCall({ type: 'Guest' }), tokenCall({ type: 'Guest' })]);
    expect(first.status).toBe(200);
    const a = AuthSchema.parse(await first.json());
    const b = AuthSchema.parse(await second.json());
    expect(a.type).toBe('Guest');
    expect(a.consumerNo).not.toBe(b.consumerNo);
    expect(a.accessToken).not.toBe(b.accessToken);
    expect(a.accessToken).not.toBe(a.refreshToken);
    expect(a.expiresIn).toBe(30 * 60);
    expect(a.refreshExpiresIn).toBe(30 * 24 * 60 * 60);
  });

  it('spends a refresh token on its first use', async () => {
    const guest = await newGuest();
    const refreshed = await refresh(guest.refreshToken);
    expect(refreshed.status).toBe(200);
    const next = AuthSchema.parse(await refreshed.json());
    expect(next.consumerNo).toBe(guest.consumerNo);
    expect(next.accessToken).not.toBe(guest.accessToken);
    await outliveReuseWindow(guest.refreshToken);
    const replayed = await refresh(guest.refreshToken);
    expect(replayed.status).toBe(401);
    expect(ErrorResponseSchema.parse(await replayed.json()).errorDetails[0]?.errorId).toBe('AUT432');
  });

  it('answers two racing refreshes of one token with the same new pair, so neither shopper loses the session', async () => {
    const guest = await newGuest();
    const answers = await Promise.all([refresh(guest.refreshToken), refresh(guest.refreshToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map(async (answer) => AuthSchema.parse(await answer.json())));
    expect(a!.consumerNo).toBe(guest.consumerNo);
    expect(b!.consumerNo).toBe(guest.consumerNo);
    expect(b!.accessToken).toBe(a!.accessToken);
    expect(b!.refreshToken).toBe(a!.refreshToken);
    expect(a!.accessToken).not.toBe(guest.accessToken);
    // Within the window a reuse still gets that pair, its lifetimes counted from when it was bought.
    const again = AuthSchema.parse(await (await refresh(guest.refreshToken)).json());
    expect(again.accessToken).toBe(a!.accessToken);
    expect(again.expiresIn).toBeLessThanOrEqual(30 * 60);
    // The shared pair is a real one: its access token reads the shopper's list, its refresh token refreshes once more.
    const saved = await mocks.fetch('https://mocks.internal/wishlists/v2/saveForLater', { headers: { authorization: `Bearer ${a!.accessToken}` } });
    expect(saved.status).toBe(200);
    expect((await refresh(a!.refreshToken)).status).toBe(200);
  });

  it('gives a spent token nothing once its successor is spent too, even within the reuse window', async () => {
    const guest = await newGuest();
    const next = AuthSchema.parse(await (await refresh(guest.refreshToken)).json());
    expect((await refresh(next.refreshToken)).status).toBe(200);
    const replayed = await refresh(guest.refreshToken);
    expect(replayed.status).toBe(401);
    expect(ErrorResponseSchema.parse(await replayed.json()).errorDetails[0]?.errorId).toBe('AUT432');
  });

  it('refuses an unknown type, a missing code and an authorisation code nobody issued', async () => {
    expect((await tokenCall({ type: 'Admin' })).status).toBe(400);
    expect((await tokenCall({ type: 'Registered' })).status).toBe(400);
    const forged = await tokenCall({ type: 'Registered', authorizationCode: 'made-up', codeVerifier: 'v'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(ErrorResponseSchema.parse(await forged.json()).errorDetails[0]?.errorId).toBe('AUT404');
  });

  it('names on a refresh what the consumer owns: the basket and its favourite store, favourites and saved for later', async () => {
    const guest = await newGuest();
    expect([guest.basketId, guest.favorites.favoriteId, guest.favorites.favStoreId, guest.saveForLaterId]).toEqual([null, null, null, null]);
    const record = generateCatalog().find((product) => (product.stock[0]?.[0] ?? 0) >= 5 && product.prices.USD)!;
    const sku = `${record.id}${record.colors[0]!.code}-${record.sizes[0]!.code}`;
    const cart = CartSchema.parse(await (await asShopper('POST', '/cart/v1/cart', guest.accessToken, { favStoreId: 'US-SEA-01' })).json());
    const added = CartSchema.parse(await (await asShopper('POST', '/cart/v1/item', guest.accessToken, { cartId: cart.basketId, items: [{ productId: sku, qty: 1 }] })).json());
    const saved = await asShopper('POST', `/cart/v2/cart/${cart.basketId}/saveForLater`, guest.accessToken, { itemId: added.items[0]!.itemId });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await asShopper('POST', '/wishlists/v2/favorites', guest.accessToken, { id: record.id, qty: 1, itemType: 'product' })).status).toBe(200);
    const { favoriteId } = FavoritesSchema.parse(await (await asShopper('GET', '/wishlists/v2/favorites', guest.accessToken)).json());

    const next = AuthSchema.parse(await (await refresh(guest.refreshToken)).json());
    expect(next.basketId).toBe(cart.basketId);
    expect(next.favorites).toEqual({ favoriteId, favStoreId: 'US-SEA-01' });
    expect(next.saveForLaterId).toMatch(/^SFL/);
  });
});
