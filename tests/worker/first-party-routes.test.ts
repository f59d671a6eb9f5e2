import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { SITES } from '../../shared/site';
import { EMPTY_SIGN_UP_FORM } from '../../shared/validation';
import worker from '../../worker/index';
import { recordingMocks, request } from './helpers';

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const send = (method: string, body?: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const ITEM = 'a'.repeat(24);
const LIST = `SFL${'A'.repeat(20)}`;
// A request without a basket: the cart's writes say so (the cart tests cover them with one).
const NO_CART = 404;

/**
 * One request to every first-party route, as the browser (or a tester) makes it, and the status
 * it answers when that is not a success.
 */
const ROUTES: Array<[path: string, init?: RequestInit, status?: number]> = [
  ['/fapi/server/time'],
  ['/fapi/session'],
  ['/fapi/location?country=DE'],
  ['/fapi/messages/en-0.json'],
  ['/fapi/components/search?limit=2'],
  ['/fapi/pages/location-selector'],
  ['/fapi/size-chart/jacket'],
  ['/fapi/decisions?path=/en-us'],
  ['/fapi/test/visitor?kind=loyalty'],
  ['/fapi/performance/ingest', json({ page: '/en-us', ttfb: 120, lcp: 910 })],
  ['/fapi/events', json({ events: [{ type: 'pageView', page: '/en-us' }, { type: 'experiments', page: '/en-us', impressions: ['home_hero'] }, { type: 'performance', page: '/en-us', ttfb: 120, fcp: 480, lcp: 910, cls: 0.02, inp: 64 }] })],
  ['/fapi/personalisation/decisions', json({ page: '/en-us' })],
  ['/fapi/cart'],
  ['/fapi/cart/restore', json({ items: [] })],
  ['/fapi/cart/items', json({ productId: 'ZZ000000000-M', qty: 1 }), 404],
  ['/fapi/cart/items/set', json({ items: [{ productId: 'ZZ000000000-M', qty: 1 }] }), 404],
  [`/fapi/cart/items/${ITEM}`, send('PATCH', { qty: 2 }), NO_CART],
  [`/fapi/cart/items/${ITEM}`, send('DELETE'), NO_CART],
  [`/fapi/cart/items/${ITEM}/delivery`, send('PUT', { code: 'standard', shippingId: 'standard' }), NO_CART],
  [`/fapi/cart/items/${ITEM}/save-for-later`, send('POST'), NO_CART],
  [`/fapi/cart/saved/${LIST}/${ITEM}/move`, send('POST'), NO_CART],
  // No session, so no saved list of theirs: the list service does not know the caller.
  [`/fapi/cart/saved/${LIST}/${ITEM}`, send('DELETE'), 401],
  ['/fapi/cart/coupon', send('PUT', { code: 'RIDGE10' }), NO_CART],
  ['/fapi/cart/coupon/RIDGE10', send('DELETE'), NO_CART],
  ['/fapi/checkout', undefined, 409],
  ['/fapi/checkout/shipping-address', json({ address: { countryCode: 'US' } }), 409],
  ['/fapi/checkout/shipping-method', json({ shippingId: 'standard', code: 'standard' }), 409],
  ['/fapi/checkout/billing-address', json({ sameAsShipping: true }), 409],
  ['/fapi/checkout/payment-session', json({ paymentMethodId: 'CREDIT_CARD' }), 409],
  ['/fapi/checkout/payment-instruments', json({ paymentMethodId: 'CREDIT_CARD', paymentInstrumentId: 'PIABCDEF' }), 409],
  ['/fapi/checkout/payment-instruments/PIABCDEF', send('DELETE'), 409],
  ['/fapi/checkout/loyalty-voucher', json({ points: 500 }), 409],
  ['/fapi/checkout/order', json({ attemptId: '0f8fad5b-d9cb-469f-a165-70867728950e', legalAccepted: true, captcha: 'c' }), 409],
  ['/fapi/checkout/order/RL20000001', send('PATCH', { threeDS2Result: 'failed' }), 404],
  ['/fapi/checkout/order/RL20000001', undefined, 404],
  ['/fapi/checkout/paypal', json({}), 409],
  ['/fapi/checkout/pickup-contact', json({ email: 'robin@example.com', phone: '+14165550142', contactName: 'Robin Hale' }), 409],
  ['/fapi/checkout/collection-points?postalCode=80302', undefined, 409],
  ['/fapi/checkout/collection-point', json({ shippingId: 'pudo', postalCode: '80302', storeId: 'US-DEN-01' }), 409],
  ['/fapi/checkout/express'],
  ['/fapi/checkout/express', json({}), 409],
  ['/fapi/checkout/gift-card-balance', json({ giftCardNumber: 'RLGC-USD-GOOD-0025', pin: '1234' }), 409],
  // Development only; without a basket there is none to age or hand away.
  ['/fapi/test/cart/age', json({ days: 7 }), NO_CART],
  ['/fapi/test/cart/reassign', send('POST'), NO_CART],
  ['/fapi/test/cart/fault', json({ code: 'TAX309' }), NO_CART],
  // A variant the catalogue does not sell, so no other test's stock changes.
  ['/fapi/test/cart/stock', json({ sku: 'ZZ000000000-M', available: 5 })],
  ['/fapi/test/giftcards', json({ balance: 2500 })],
  ['/fapi/test/reward-cards', json({ balance: 2500 })],
  // Development only; a guest has no orders to place.
  ['/fapi/test/orders', json({}), 401],
  // Signed out, there are no orders of one's own.
  ['/fapi/account/orders', undefined, 401],
  ['/fapi/account/orders/RL10000001', undefined, 401],
  ['/fapi/account/orders/RL10000001/cancel', send('POST'), 401],
  ['/fapi/account/orders/RL10000001/returns', json({ items: [{ itemId: 'L1', qty: 1 }], reason: 'TOO_SMALL' }), 401],
  ['/fapi/account/orders/RL10000001/returns/RT10000001-1/label', undefined, 401],
  ['/fapi/account/orders/RL10000001/invoice', undefined, 401],
  ['/fapi/account/orders/RL10000001/gift-cards/RL10000001-1/resend', send('POST'), 401],
  // An order number nobody placed.
  ['/fapi/orders/track', json({ orderNumber: 'RL19999999', email: 'routes.check@example.com' }), 404],
  ['/fapi/support/categories'],
  // Empty forms: every required field is missing.
  ['/fapi/support/contact', json({}), 400],
  ['/fapi/support/warranty', json({}), 400],
  ['/fapi/account/payment-instruments', undefined, 401],
  ['/fapi/account/payment-instruments', json({ type: 'REWARD_CODE', code: 'RWD-AAAA-BBBB' }), 401],
  ['/fapi/account/payment-instruments/PIABCDEF', send('PATCH', { main: true }), 401],
  ['/fapi/account/payment-instruments/PIABCDEF', send('DELETE'), 401],
  ['/fapi/auth/challenge', send('POST')],
  // No verifier cookie: the sign-in form was not opened first.
  ['/fapi/auth/signin', json({ email: 'routes.check@example.com', password: 'x', captcha: 'x' }), 401],
  ['/fapi/auth/signout', send('POST')],
  ['/fapi/auth/signout-everywhere', send('POST'), 401],
  // Event registration needs a signed-in member.
  ['/fapi/event-registration', json({ eventId: 'BASECAMP-WINTER-2027', attendingDays: ['2027-01-15'], plusOne: '', eventTermsAccepted: true }), 401],
  // A form the shared rules refuse: no account is created.
  ['/fapi/auth/signup', json({ form: { ...EMPTY_SIGN_UP_FORM, email: 'routes.check@example.com' }, loyalty: false, origin: {}, captcha: { register: 'x', login: 'x' } }), 400],
  // A guessable id is no prefill token.
  ['/fapi/auth/signup/prefill', json({ consumerId: 'C000000000000101', email: 'routes.check@example.com' }), 400],
  // Whether an account holds an email: nobody holds this one.
  ['/fapi/auth/lookup', json({ email: 'routes.check@example.com' })],
  // No registered session: the profile is nobody's to read or change.
  ['/fapi/account/profile', undefined, 401],
  ['/fapi/account/profile', send('PUT', { consumerDetails: { firstName: 'Ada' } }), 401],
  ['/fapi/account/profile/notification', send('PUT', { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] }), 401],
  ['/fapi/account/profile/password', send('POST', { currentPassword: 'Trailhead2026', newPassword: 'Summit2027x', confirmPassword: 'Summit2027x' }), 401],
  ['/fapi/account/profile/employee-terms', send('POST'), 401],
  ['/fapi/password/forgot', json({ email: 'routes.check@example.com' })],
  ['/fapi/password/reset', json({ token: 'x', password: 'Summit2027x', confirmPassword: 'Summit2027x' }), 400],
  // Development only.
  ['/fapi/test/account', json({ email: 'not an email', password: 'Summit2027x' }), 400],
  ['/fapi/test/account/outbox?recipient=nobody%40example.com', undefined, 404],
  // Development only: an account no one has is none to unlock.
  ['/fapi/test/auth/unlock', json({ email: 'nobody.here@example.com' }), 404],
  // Development only: ids that are not lists, a moment that is not one.
  ['/fapi/test/ugc/approve', json({ reviewIds: 'R1' }), 400],
  ['/fapi/test/ledger?since=yesterday', undefined, 400],
  ['/fapi/test/reward-cards', json({}), 400],
  ['/fapi/test/account/prefill-link', json({}), 400],
  // Not signed in: no address book to read or change.
  ['/fapi/account/addresses', undefined, 401],
  ['/fapi/account/addresses', json({ approachType: 'S' }), 401],
  ['/fapi/account/addresses/AD1', send('PUT', { approachType: 'S' }), 401],
  ['/fapi/account/addresses/AD1', send('DELETE'), 401],
  ['/fapi/account/addresses/rules/CA'],
  // A return the rules refuse before anything is asked; a label is nobody's but its owner's.
  ['/fapi/account/orders/RL00000001/returns', json({ items: [{ itemId: 'RL00000001-1', qty: 1 }], reason: 'TOO_BIG' }), 400],
  ['/fapi/account/orders/RL00000001/returns/RT1/label', undefined, 404],
  // The loyalty programme: a guest's balance asks nothing upstream; everything else is a member's.
  ['/fapi/loyalty/balance'],
  ['/fapi/loyalty', undefined, 401],
  ['/fapi/loyalty/join', json({}), 401],
  ['/fapi/loyalty/welcome', undefined, 401],
  // In-store selling: the directory is open to anyone; nobody is connected here, and a login names a store nobody has.
  ['/fapi/in-store/stores'],
  ['/fapi/in-store/stores/US-DEN-01/employees'],
  ['/fapi/in-store/session'],
  ['/fapi/in-store/login', json({ storeId: 'US-ZZZ-99', storeEmployeeId: 'E0' }), 404],
  ['/fapi/in-store/clear', send('POST')],
  // Health: the bindings and which upstreams are mocked, for anyone (rate limited).
  ['/fapi/health'],
  // The newsletter: an address that is none is refused before anything is asked; a link that is none confirms nothing.
  ['/fapi/newsletter', json({ email: 'not an email' }), 400],
  ['/fapi/newsletter/confirm', json({ token: 'x' }), 400],
  // Subscriptions and the SMS opt-in are a registered shopper's.
  ['/fapi/account/subscriptions', undefined, 401],
  ['/fapi/account/subscriptions', send('PUT', { type: 'Newsletter', channel: 'email', optin: false }), 401],
  ['/fapi/account/profile/sms', send('PUT', { recipient: '+12065550142', optin: true, optInAccepted: true }), 401],
];

async function answer(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, json: type.startsWith('application/json'), html: type.startsWith('text/html') };
}

/** A cart write: it may start a basket, which is made for a site, so one at the root with no basket is refused (API400). */
const writesBasket = (path: string, init?: RequestInit) => /^\/fapi\/cart(?:[/?]|$)/.test(path) && (init?.method ?? 'GET') !== 'GET';

/** A mounted route pattern as a test of a concrete path: `:param` and `*` match one or more characters. */
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+|\*/g, '[^?]+')}(\\?|$)`).test(path);

describe('first-party routes under a locale', () => {
  it('covers every first-party route the worker mounts', () => {
    // Middleware over a family of routes (answers private, a basket's site) is no route of its own.
    const middleware = new Set(['/fapi/*', '/fapi/cart/*', '/fapi/checkout/*']);
    const mounted = worker.routes.filter((route) => route.path.startsWith('/fapi/') && !(route.method === 'ALL' && middleware.has(route.path)));
    expect(mounted.length).toBeGreaterThan(0);
    for (const route of mounted) {
      const covered = ROUTES.some(([path, init]) => (init?.method ?? 'GET') === route.method && matches(route.path, path));
      expect(covered, `${route.method} ${route.path} has a request in ROUTES`).toBe(true);
    }
  });

  it.each(ROUTES)('%s answers the same under /de-de as at the root', async (path, init, status) => {
    const root = await answer(await request(path, init));
    const localised = await answer(await request(`/de-de${path}`, init));
    if (status === undefined) expect(localised.status).toBeLessThan(300);
    else expect(localised.status).toBe(status);
    expect(localised.html).toBe(false);
    // A cart write is priced for a site: at the root, with no basket to take one from, it names none and is refused.
    if (writesBasket(path, init)) expect(root).toEqual({ status: 400, json: true, html: false });
    else expect(localised).toEqual(root);
  });

  it('takes the site from the locale', async () => {
    for (const site of SITES) {
      const { binding, calls } = recordingMocks();
      const response = await request(`/${site.locale}/fapi/size-chart/boot`, undefined, { MOCKS: binding });
      expect(response.status).toBe(200);
      const chart = calls.find((call) => call.url.pathname === '/size-chart/boot');
      expect(chart?.url.searchParams.get('locale')).toBe(site.locale);
    }
  });

  it('keeps every answer that names no caching of its own out of shared caches (private, no-store)', async () => {
    for (const path of ['/fapi/session', '/fapi/cart', '/fapi/no-such-route', '/en-us/fapi/account/profile']) {
      const response = await request(path);
      expect([path, response.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
    // A fragment that is the same for everyone still says so itself.
    expect((await request('/fapi/components/search?limit=2')).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers an unknown first-party path with API404 in the catalogue shape, with or without a locale', async () => {
    for (const path of ['/fapi/nothing-here', '/de-de/fapi/nothing-here', '/fapi/server/time/extra', '/en-gb/fapi']) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]!.errorId, path).toBe('API404');
    }
  });

  it('runs no page layer for them: no experiments decision, no visitor id cookie', async () => {
    const response = await request('/de-de/fapi/server/time');
    expect(response.headers.getSetCookie()).toEqual([]);
    // The page of the same locale runs the decisions layer, which gives a first visitor an id.
    const page = await request('/de-de');
    expect(page.headers.getSetCookie().some((cookie) => cookie.startsWith('rl_vuid='))).toBe(true);
  });
});
