import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import {
  EVENT_REGISTRATION_LIMITS,
  GIFT_CARD_REDEEM_LIMITS,
  NEWSLETTER_LIMITS,
  PROMO_CODE_LIMITS,
  QUESTION_LIMITS,
  REVIEW_LIMITS,
  REWARD_CODE_LIMITS,
} from '../../worker/middleware/rate-limit';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { fapi } from '../../shared/fapi';
import { addToCart, freshShopper, newGiftCard, send } from './checkout-helpers';

// Everything a script could guess (gift card PINs, reward and promo codes) or spend someone's
// effort on (reviews, questions, newsletter mails, event places) meets a 429 in the catalogue's
// shape with Retry-After, per client and per card or shopper, whatever the guesses answered.

const PIN = '1234';

/** A 429 as the catalogue shapes it, with a Retry-After within the limit's window. */
async function expectTooMany(response: Response, windowSeconds: number): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = ErrorResponseSchema.parse(JSON.parse(text));
  expect(body.errorDetails[0]!.errorId).toBe('API429');
  expect(body.errorDetails[0]!.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  expect(body.correlationId).toBeTruthy();
}

/** A new guest with a jacket in the basket, from an address of its own (or the one given). */
async function withBasket(address?: string): Promise<Shopper> {
  const browser = shopper({}, address);
  await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
  return browser;
}

const payWithGiftCard = (browser: Shopper, giftCardNumber: string, pin: string) => send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'GIFT_CARD', giftCardNumber, pin });

function proxied(browser: Shopper, path: string, body: unknown): Promise<Response> {
  return browser.fetch(`/api${path}`, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify(body) });
}

describe('gift card redemption at checkout', () => {
  it(`refuses a card after ${GIFT_CARD_REDEEM_LIMITS.card.limit} PIN tries from any number of clients, the right PIN too`, async () => {
    const number = await newGiftCard(2500);
    for (let attempt = 0; attempt < GIFT_CARD_REDEEM_LIMITS.card.limit; attempt++) {
      const wrong = await payWithGiftCard(await withBasket(), number, String(9000 + attempt));
      expect(wrong.status, await wrong.clone().text()).toBe(400);
    }
    await expectTooMany(await payWithGiftCard(await withBasket(), number, PIN), GIFT_CARD_REDEEM_LIMITS.card.windowSeconds);
  }, 30_000);

  it(`refuses a client after ${GIFT_CARD_REDEEM_LIMITS.address.limit} tries over many numbers`, async () => {
    const browser = await withBasket();
    for (let attempt = 0; attempt < GIFT_CARD_REDEEM_LIMITS.address.limit; attempt++) {
      expect((await payWithGiftCard(browser, `RLGC-USD-GUES-${2000 + attempt}`, PIN)).status).toBe(400);
    }
    await expectTooMany(await payWithGiftCard(browser, `RLGC-USD-GUES-${3000}`, PIN), GIFT_CARD_REDEEM_LIMITS.address.windowSeconds);
  }, 30_000);

  it('counts the balance check against the same card, so neither door gives more PIN tries', async () => {
    const number = await newGiftCard(2500);
    for (let attempt = 0; attempt < GIFT_CARD_REDEEM_LIMITS.card.limit; attempt++) {
      const browser = await withBasket();
      const wrong = await send(browser, 'POST', '/gift-card-balance', { giftCardNumber: number, pin: String(9100 + attempt) });
      expect(wrong.status).toBe(400);
    }
    await expectTooMany(await payWithGiftCard(await withBasket(), number, PIN), GIFT_CARD_REDEEM_LIMITS.card.windowSeconds);
  }, 30_000);

  it('answers a wrong PIN and an unknown number alike, at payment and at the balance check', async () => {
    const number = await newGiftCard(2500);
    const details = async (response: Response) => {
      const text = await response.text();
      expect(response.status, text).toBe(400);
      return ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0];
    };
    const wrongPin = await details(await payWithGiftCard(await withBasket(), number, '9999'));
    const unknown = await details(await payWithGiftCard(await withBasket(), 'RLGC-USD-NONE-0001', PIN));
    expect(wrongPin).toEqual(unknown);
    expect(JSON.stringify(wrongPin)).not.toContain('GFC700');

    const balanceWrongPin = await details(await send(await withBasket(), 'POST', '/gift-card-balance', { giftCardNumber: number, pin: '9999' }));
    const balanceUnknown = await details(await send(await withBasket(), 'POST', '/gift-card-balance', { giftCardNumber: 'RLGC-USD-NONE-0002', pin: PIN }));
    expect(balanceWrongPin).toEqual(balanceUnknown);
    expect(balanceWrongPin?.errorId).toBe('GFC800');
  }, 30_000);
});

describe('codes', () => {
  it(`refuses a shopper's reward code guesses at checkout after ${REWARD_CODE_LIMITS.owner.limit}`, async () => {
    const browser = await withBasket();
    for (let attempt = 0; attempt < REWARD_CODE_LIMITS.owner.limit; attempt++) {
      expect((await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: `RWD-GUESS-${attempt}` })).status).not.toBe(429);
    }
    await expectTooMany(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: 'RWD-10-OFF' }), REWARD_CODE_LIMITS.owner.windowSeconds);
  }, 30_000);

  it('counts reward codes saved in the account with those tried at checkout', async () => {
    const browser = await freshShopper('reward-limit');
    const save = (code: string) => browser.fetch('/fapi/account/payment-instruments', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ type: 'REWARD_CODE', code }) });
    for (let attempt = 0; attempt < REWARD_CODE_LIMITS.owner.limit; attempt++) expect((await save(`RWD-GUESS-${attempt}`)).status).not.toBe(429);
    await expectTooMany(await save('RWD-25-OFF'), REWARD_CODE_LIMITS.owner.windowSeconds);
  }, 30_000);

  it(`refuses promo code guesses on one basket after ${PROMO_CODE_LIMITS.basket.limit}`, async () => {
    const browser = await withBasket();
    const apply = (code: string) => browser.fetch('/en-us/fapi/cart/coupon', { method: 'PUT', headers: { origin: ORIGIN }, body: JSON.stringify({ code }) });
    for (let attempt = 0; attempt < PROMO_CODE_LIMITS.basket.limit; attempt++) expect((await apply(`GUESS${attempt}`)).status).not.toBe(429);
    await expectTooMany(await apply('SUMMER10'), PROMO_CODE_LIMITS.basket.windowSeconds);
  }, 30_000);

  it(`refuses one client's promo codes over many baskets after ${PROMO_CODE_LIMITS.address.limit}`, async () => {
    const address = '198.18.250.7';
    let sent = 0;
    while (sent < PROMO_CODE_LIMITS.address.limit) {
      const browser = await withBasket(address);
      for (let attempt = 0; attempt < 10 && sent < PROMO_CODE_LIMITS.address.limit; attempt++, sent++) {
        const answer = await browser.fetch('/en-us/fapi/cart/coupon', { method: 'PUT', headers: { origin: ORIGIN }, body: JSON.stringify({ code: `GUESS${sent}` }) });
        expect(answer.status).not.toBe(429);
      }
    }
    const next = await withBasket(address);
    await expectTooMany(await next.fetch('/en-us/fapi/cart/coupon', { method: 'PUT', headers: { origin: ORIGIN }, body: JSON.stringify({ code: 'SUMMER10' }) }), PROMO_CODE_LIMITS.address.windowSeconds);
  }, 60_000);
});

describe('shopper-written content and sign-ups through the proxy', () => {
  const cases = [
    ['reviews', REVIEW_LIMITS, '/products/v1/products/JK619948/reviews', { rating: 5, title: 'Warm', text: 'Kept me warm all winter long.', nickname: 'Sam' }],
    ['questions', QUESTION_LIMITS, '/products/v1/products/JK619948/reviews/questions', { question: 'Does it run small?', nickname: 'Sam' }],
  ] as const;

  it.each(cases)(`refuses %s past the shopper's limit`, async (_name, limits, path, body) => {
    const browser = await freshShopper('ugc-limit');
    for (let attempt = 0; attempt < limits.owner.limit; attempt++) expect((await proxied(browser, path, body)).status).not.toBe(429);
    await expectTooMany(await proxied(browser, path, body), limits.owner.windowSeconds);
  }, 30_000);

  it.each(cases)(`refuses %s past the client's limit, however many sessions it makes`, async (_name, limits, path, body) => {
    const address = `198.18.251.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < limits.address.limit; attempt++) expect((await proxied(shopper({}, address), path, body)).status).not.toBe(429);
    await expectTooMany(await proxied(shopper({}, address), path, body), limits.address.windowSeconds);
  }, 30_000);

  it(`refuses newsletter sign-ups from one client after ${NEWSLETTER_LIMITS.address.limit}`, async () => {
    const address = `198.18.252.${Math.floor(Math.random() * 250)}`;
    const signUp = (n: number) => shopper({}, address).fetch(fapi.newsletter.subscribe.path, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ email: `news-${n}-${crypto.randomUUID().slice(0, 8)}@example.com` }) });
    for (let attempt = 0; attempt < NEWSLETTER_LIMITS.address.limit; attempt++) expect((await signUp(attempt)).status).not.toBe(429);
    await expectTooMany(await signUp(99), NEWSLETTER_LIMITS.address.windowSeconds);
  }, 30_000);
});

describe('event registration through the storefront', () => {
  // Refused for its terms, so no attempt takes a place: the limit counts every attempt alike.
  const register = (browser: Shopper) =>
    browser.fetch(fapi.eventRegistration.register.path, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ eventId: 'BASECAMP-WINTER-2027', attendingDays: ['2027-01-15'], plusOne: '', eventTermsAccepted: false }) });

  it(`refuses a member's registrations after ${EVENT_REGISTRATION_LIMITS.owner.limit}`, async () => {
    const browser = await freshShopper('event-limit');
    for (let attempt = 0; attempt < EVENT_REGISTRATION_LIMITS.owner.limit; attempt++) expect((await register(browser)).status).toBe(400);
    await expectTooMany(await register(browser), EVENT_REGISTRATION_LIMITS.owner.windowSeconds);
  }, 30_000);
});
