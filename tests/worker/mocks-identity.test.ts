import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { generateCatalog } from '../../mocks/data/catalog';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { codeChallenge, codeVerifier } from '../../shared/pkce';
import { AuthSchema, SignInResponseSchema, type Auth } from '../../shared/account/schemas/auth';
import { CartSchema, SaveForLaterSchema } from '../../shared/cart/schemas/cart';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { FavoritesSchema } from '../../shared/account/schemas/favorites';
import type { Env } from '../../worker/env';

// The mocks' sign-in, called as the worker will call it: a captcha answer, the credentials and a
// PKCE challenge buy a single-use code; the code and its verifier buy a registered shopper's
// tokens, and what the guest built before signing in merges into theirs.

const mocks = (env as unknown as Env).MOCKS;

function call(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return mocks.fetch(`https://mocks.internal${path}?locale=en-us`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

async function refusal(response: Response, status: number, errorId: string): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]?.errorId).toBe(errorId);
}

const captcha = async (action = 'login') => ((await (await call('POST', '/captcha/v1/tokens', { action })).json()) as { token: string }).token;

interface Attempt {
  email: string;
  password?: string;
  verifier?: string;
  recaptcha?: string | null;
}

/** A sign-in attempt; the verifier stays with the caller, only its challenge is sent. */
async function signIn({ email, password = SEEDED_PASSWORD, verifier = codeVerifier(), recaptcha }: Attempt): Promise<Response> {
  const recaptcha_response = recaptcha === null ? undefined : (recaptcha ?? (await captcha()));
  return call('POST', '/consumers-v3/auth/signin', { type: 'Registered', username: email, password, codeChallenge: await codeChallenge(verifier), recaptcha_response });
}

const exchange = (authorizationCode: string, codeVerifier: string, guestObjects?: object) => call('POST', '/token/v2/auth/token', { type: 'Registered', authorizationCode, codeVerifier, ...(guestObjects ? { guestObjects } : {}) });

/** The whole round trip: the shopper's tokens and what the answer says about them. */
async function signedIn(email: string, guestObjects?: object): Promise<Auth> {
  const verifier = codeVerifier();
  const answer = await signIn({ email, verifier });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const { authorizationCode } = SignInResponseSchema.parse(await answer.json());
  const tokens = await exchange(authorizationCode, verifier, guestObjects);
  expect(tokens.status, await tokens.clone().text()).toBe(200);
  return AuthSchema.parse(await tokens.json());
}

const guest = async () => AuthSchema.parse(await (await call('POST', '/token/v2/auth/token', { type: 'Guest' })).json());

const catalog = generateCatalog();
/** Two in-stock variants that stay clear of every promotion's threshold effects on quantity. */
const skus = catalog.filter((record) => record.id.startsWith('FL')).flatMap((record) => record.colors.flatMap((color, i) => record.sizes.filter((_, j) => (record.stock[i]?.[j] ?? 0) >= 20).map((size) => `${record.id}${color.code}-${size.code}`)));
const [FIRST, SECOND] = skus;

async function basketWith(token: string, lines: Array<{ productId: string; qty: number }>): Promise<string> {
  const created = CartSchema.parse(await (await call('POST', '/cart/v1/cart', {}, token)).json());
  const added = await call('POST', '/cart/v1/item', { cartId: created.basketId, items: lines }, token);
  expect(added.status, await added.clone().text()).toBe(200);
  return created.basketId;
}

const readCart = async (token: string, basketId: string) => CartSchema.parse(await (await call('GET', `/cart/v1/cart/${basketId}`, undefined, token)).json());

beforeAll(async () => {
  expect((await call('POST', '/captcha/v1/tokens', { action: 'login' })).status).toBe(200);
}, 60_000);

describe('mock sign-in: PKCE', () => {
  it('turns a code and its verifier into a registered shopper’s tokens, with who they are', async () => {
    const auth = await signedIn('erik.berg@example.com');
    expect(auth).toMatchObject({ type: 'Registered', consumerNo: 'C000000000000003', consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true });
    expect((await signedIn('emma.novak@example.com')).isEmployeeDiscountTCAccepted).toBe(false);
    expect((await signedIn('lena.larsen@example.com')).memberId).toBe('M100200300');
    // The tokens are real: the access token reads the shopper's own (empty) favourites.
    expect((await call('GET', '/wishlists/v2/favorites', undefined, auth.accessToken)).status).toBe(200);
  });

  it('takes the email in any case, and never echoes the password', async () => {
    const answer = await signIn({ email: '  Alex.Morgan@Example.com ' });
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    expect(text).not.toContain(SEEDED_PASSWORD);
  });

  it('spends a code on its first exchange: a replay buys nothing', async () => {
    const verifier = codeVerifier();
    const { authorizationCode } = SignInResponseSchema.parse(await (await signIn({ email: 'alex.morgan@example.com', verifier })).json());
    expect((await exchange(authorizationCode, verifier)).status).toBe(200);
    await refusal(await exchange(authorizationCode, verifier), 401, 'AUT404');
  });

  it('refuses a wrong verifier, and the code is spent by trying it', async () => {
    const verifier = codeVerifier();
    const { authorizationCode } = SignInResponseSchema.parse(await (await signIn({ email: 'alex.morgan@example.com', verifier })).json());
    await refusal(await exchange(authorizationCode, codeVerifier()), 401, 'AUT404');
    await refusal(await exchange(authorizationCode, verifier), 401, 'AUT404');
  });

  it('lets a code lapse after a minute', async () => {
    const verifier = codeVerifier();
    const { authorizationCode, expiresIn } = SignInResponseSchema.parse(await (await signIn({ email: 'alex.morgan@example.com', verifier })).json());
    expect(expiresIn).toBe(60);
    expect((await call('POST', '/__test/auth-code/age', { authorizationCode, seconds: 61 })).status).toBe(200);
    await refusal(await exchange(authorizationCode, verifier), 401, 'AUT404');
  });
});

describe('mock sign-in: refusals', () => {
  it('refuses a missing, reused or other-action captcha answer with AUT403', async () => {
    await refusal(await signIn({ email: 'alex.morgan@example.com', recaptcha: null }), 403, 'AUT403');
    await refusal(await signIn({ email: 'alex.morgan@example.com', recaptcha: 'made-up' }), 403, 'AUT403');
    const answer = await captcha();
    expect((await signIn({ email: 'alex.morgan@example.com', recaptcha: answer })).status).toBe(200);
    await refusal(await signIn({ email: 'alex.morgan@example.com', recaptcha: answer }), 403, 'AUT403');
    await refusal(await signIn({ email: 'alex.morgan@example.com', recaptcha: await captcha('register') }), 403, 'AUT403');
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await refusal(await signIn({ email: 'alex.morgan@example.com', password: 'Wrong-2026' }), 401, 'AUT401');
    await refusal(await signIn({ email: 'nobody.here@example.com' }), 401, 'AUT401');
    await refusal(await signIn({ email: 'not-an-email' }), 400, 'AUT453');
    await refusal(await call('POST', '/consumers-v3/auth/signin', { type: 'Registered', username: 'alex.morgan@example.com', password: SEEDED_PASSWORD, codeChallenge: 'short' }), 400, 'API400');
  });

  it('warns on the fifth wrong password, locks on the sixth, and then refuses even the right one', async () => {
    const email = 'wren.walsh@example.com';
    for (let attempt = 1; attempt <= 4; attempt++) await refusal(await signIn({ email, password: `Wrong-${attempt}` }), 401, 'AUT401');
    await refusal(await signIn({ email, password: 'Wrong-5' }), 401, 'AUT426');
    await refusal(await signIn({ email, password: 'Wrong-6' }), 403, 'AUT423');
    await refusal(await signIn({ email }), 403, 'AUT441');
  });

  it('starts the count again after a good sign-in', async () => {
    const email = 'pat.quinn@example.com';
    for (let attempt = 1; attempt <= 4; attempt++) await refusal(await signIn({ email, password: `Wrong-${attempt}` }), 401, 'AUT401');
    expect((await signIn({ email })).status).toBe(200);
    await refusal(await signIn({ email, password: 'Wrong-5' }), 401, 'AUT401');
  });
});

describe('mock sign-in: the guest’s things merge', () => {
  it('hands the guest’s basket and favourites to a shopper who has none', async () => {
    const visitor = await guest();
    const basketId = await basketWith(visitor.accessToken, [{ productId: FIRST!, qty: 2 }]);
    const favorite = await call('POST', '/wishlists/v2/favorites', { id: FIRST!.slice(0, 8), qty: 1, itemType: 'product' }, visitor.accessToken);
    expect(favorite.status, await favorite.clone().text()).toBe(200);
    const { favoriteId } = FavoritesSchema.parse(await (await call('GET', '/wishlists/v2/favorites', undefined, visitor.accessToken)).json());

    const shopper = await signedIn('ada.okafor@example.com', { basketId, favoriteId });
    expect(shopper.basketId).toBe(basketId);
    expect((await readCart(shopper.accessToken, basketId)).items.map((item) => [item.productId, item.qty])).toEqual([[FIRST, 2]]);
    const favorites = FavoritesSchema.parse(await (await call('GET', '/wishlists/v2/favorites', undefined, shopper.accessToken)).json());
    expect(favorites.items.map((item) => item.id)).toContain(FIRST!.slice(0, 8));
    // The guest's token no longer reaches what is now the shopper's.
    await refusal(await call('GET', `/cart/v1/cart/${basketId}`, undefined, visitor.accessToken), 403, 'INVALID_CUSTOMER');
  });

  it('adds the guest’s lines to the shopper’s own basket, summing a line both have', async () => {
    const own = await signedIn('ivan.petrov@example.com');
    const ownBasket = await basketWith(own.accessToken, [{ productId: FIRST!, qty: 1 }]);
    const visitor = await guest();
    const guestBasket = await basketWith(visitor.accessToken, [{ productId: FIRST!, qty: 2 }, { productId: SECOND!, qty: 1 }]);

    const shopper = await signedIn('ivan.petrov@example.com', { basketId: guestBasket });
    expect(shopper.basketId).toBe(ownBasket);
    const lines = (await readCart(shopper.accessToken, ownBasket)).items.map((item) => [item.productId, item.qty]);
    expect(lines).toEqual([[FIRST, 3], [SECOND, 1]]);
    await refusal(await call('GET', `/cart/v1/cart/${guestBasket}`, undefined, visitor.accessToken), 404, 'CART_NOT_FOUND');
  });

  it('never takes another registered shopper’s basket through the guest objects', async () => {
    const owner = await signedIn('lena.larsen@example.com');
    const theirs = await basketWith(owner.accessToken, [{ productId: SECOND!, qty: 1 }]);
    const intruder = await signedIn('alex.morgan@example.com', { basketId: theirs });
    expect(intruder.basketId).not.toBe(theirs);
    expect((await readCart(owner.accessToken, theirs)).items.map((item) => item.productId)).toEqual([SECOND]);
  });

  it('adds the guest’s saved items to the shopper’s own list, summing a variant both saved', async () => {
    const own = await signedIn('emma.novak@example.com');
    const ownBasket = await basketWith(own.accessToken, [{ productId: FIRST!, qty: 1 }]);
    const saveAll = async (token: string, basketId: string) => {
      for (const item of (await readCart(token, basketId)).items) expect((await call('POST', `/cart/v2/cart/${basketId}/saveForLater`, { itemId: item.itemId }, token)).status).toBe(200);
    };
    await saveAll(own.accessToken, ownBasket);
    const visitor = await guest();
    const guestBasket = await basketWith(visitor.accessToken, [{ productId: FIRST!, qty: 2 }, { productId: SECOND!, qty: 1 }]);
    await saveAll(visitor.accessToken, guestBasket);
    const guestList = SaveForLaterSchema.parse(await (await call('GET', '/wishlists/v2/saveForLater', undefined, visitor.accessToken)).json()).saveForLaterId;

    const shopper = await signedIn('emma.novak@example.com', { saveForLaterId: guestList });
    const saved = SaveForLaterSchema.parse(await (await call('GET', '/wishlists/v2/saveForLater', undefined, shopper.accessToken)).json());
    expect(saved.saveForLaterId).toBe(shopper.saveForLaterId);
    expect(saved.saveForLaterId).not.toBe(guestList);
    expect(saved.items.map((item) => [item.productId, item.qty]).sort()).toEqual([[FIRST, 3], [SECOND, 1]].sort());
    // Nothing of the guest's list is left to read.
    expect(SaveForLaterSchema.parse(await (await call('GET', '/wishlists/v2/saveForLater', undefined, visitor.accessToken)).json()).total).toBe(0);
  });

  it('leaves a guest basket that has lapsed behind', async () => {
    const visitor = await guest();
    const basketId = await basketWith(visitor.accessToken, [{ productId: FIRST!, qty: 1 }]);
    const aged = await mocks.fetch(`https://mocks.internal/__test/cart/${basketId}/age`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${visitor.accessToken}` },
      body: JSON.stringify({ days: 8 }),
    });
    expect(aged.status, await aged.clone().text()).toBe(200);
    const shopper = await signedIn('paula.reyes@example.com', { basketId });
    expect(shopper.basketId).toBeNull();
  });
});

describe('mock sign-out', () => {
  it('revokes the session’s tokens', async () => {
    const auth = await signedIn('alex.morgan@example.com');
    const out = await call('POST', '/consumers-v3/consumer/auth/signout', { refreshToken: auth.refreshToken }, auth.accessToken);
    expect(out.status, await out.clone().text()).toBe(200);
    await refusal(await call('POST', '/token/v2/auth/token', { type: 'Refresh', refreshToken: auth.refreshToken }), 401, 'AUT432');
    await refusal(await call('GET', '/wishlists/v2/favorites', undefined, auth.accessToken), 401, 'AUT432');
  });

  it('needs the session’s own access token', async () => {
    const auth = await signedIn('alex.morgan@example.com');
    await refusal(await call('POST', '/consumers-v3/consumer/auth/signout', { refreshToken: auth.refreshToken }), 401, 'AUT432');
  });
});
