import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { CARD_SAVE_LIMITS } from '../../worker/account/routes/account-payment';
import { errorIdOf, ORIGIN, recordingMocks, shopper, testAddress, type Shopper, UNLIMITED } from './helpers';
import { shopperWithoutMethods, methodsOf, methodsRoute, NEXT_YEAR, patch, post, providerToken, remove, saveCard, saveCardCaptcha, TEST_CARDS } from './payment-test-helpers';

// The storefront's saved payment methods, end to end through the mocks: a card is saved only as
// the payment provider's token, with a captcha response; one shopper never reaches another's.

async function refusal(response: Response, status: number, errorId: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = ErrorResponseSchema.parse(await response.json());
  expect(body.errorDetails[0]!.errorId).toBe(errorId);
  return body.errorDetails[0]!.message;
}

describe('saved cards', () => {
  // Card saves are limited per account, so the tests that save cards each sign in as their own shopper.
  it('saves a card from a provider token and lists it with brand, last four, expiry, holder and main', async () => {
    const alex = await shopperWithoutMethods('alex.morgan@example.com');
    expect(await methodsOf(await alex.fetch(methodsRoute))).toEqual([]);
    const saved = await saveCard(alex, TEST_CARDS.visa, { holderName: 'Alex Morgan', expiryMonth: 8 });
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    const [card] = await methodsOf(saved);
    expect(card).toMatchObject({ payment_method_id: 'CREDIT_CARD', main: true, card: { brand: 'VISA', last4: '4242', expiryMonth: 8, expiryYear: NEXT_YEAR, holderName: 'Alex Morgan' } });
    const second = await methodsOf(await saveCard(alex, TEST_CARDS.mastercard));
    expect(second.map((method) => [method.card?.last4, method.main])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
  });

  it('refuses anything that looks like a card number with 400, and forwards none of it', async () => {
    const alex = await shopperWithoutMethods('alex.morgan@example.com');
    const { binding, calls } = recordingMocks();
    const attempts = [
      { type: 'CREDIT_CARD', number: TEST_CARDS.visa, holderName: 'Alex Morgan', recaptcha_response: 'x' },
      { type: 'CREDIT_CARD', token: 'tok_0123456789abcdef', holderName: '4242 4242 4242 4242', recaptcha_response: 'x' },
      { type: 'CREDIT_CARD', token: `tok_${TEST_CARDS.visa}`, holderName: 'Alex Morgan' },
      { type: 'REWARD_CODE', code: '5555-5555-5555-4444' },
    ];
    for (const body of attempts) {
      const message = await refusal(await post(alex, body, { MOCKS: binding }), 400, 'API400');
      expect(message).not.toMatch(/\d{6}/);
    }
    await refusal(await alex.fetch(`${methodsRoute}/${TEST_CARDS.mastercard}`, { method: 'DELETE', headers: { origin: ORIGIN } }, { MOCKS: binding }), 400, 'API400');
    expect(calls.filter((call) => call.url.pathname.includes('payment_instruments'))).toEqual([]);
    expect(calls.some((call) => /4242|5555|3782/.test(call.body + call.url.href))).toBe(false);
  });

  it('sends the captcha response: a missing or reused one is AUT403, and the card is not saved', async () => {
    const lena = await shopperWithoutMethods('lena.larsen@example.com');
    const token = await providerToken(TEST_CARDS.visa);
    await refusal(await post(lena, { type: 'CREDIT_CARD', token: token.token, holderName: 'Alex Morgan' }), 403, 'AUT403');
    const captcha = await saveCardCaptcha(lena);
    expect((await post(lena, { type: 'CREDIT_CARD', token: (await providerToken(TEST_CARDS.visa)).token, holderName: 'Alex Morgan', recaptcha_response: captcha })).status).toBe(200);
    await refusal(await post(lena, { type: 'CREDIT_CARD', token: (await providerToken(TEST_CARDS.mastercard)).token, holderName: 'Alex Morgan', recaptcha_response: captcha }), 403, 'AUT403');
    expect((await methodsOf(await lena.fetch(methodsRoute))).map((method) => method.card?.last4)).toEqual(['4242']);
  });

  it('answers PYT300 with the server’s message for a card saved already, even under a new token', async () => {
    const erik = await shopperWithoutMethods('erik.berg@example.com');
    expect((await saveCard(erik, TEST_CARDS.visa)).status).toBe(200);
    const message = await refusal(await saveCard(erik, TEST_CARDS.visa, { expiryMonth: 3, holderName: 'A Morgan' }), 409, 'PYT300');
    expect(message).toBe('This card is already saved to your account.');
  });

  it('answers FE309 for an expired expiry, on save and on edit', async () => {
    const emma = await shopperWithoutMethods('emma.novak@example.com');
    await refusal(await saveCard(emma, TEST_CARDS.visa, { expiryMonth: 1, expiryYear: 2020 }), 400, 'FE309');
    const [card] = await methodsOf(await saveCard(emma, TEST_CARDS.visa));
    await refusal(await patch(emma, card!.paymentInstrumentId, { card: { expiryMonth: 12, expiryYear: 2021 } }), 400, 'FE309');
    const [edited] = await methodsOf(await patch(emma, card!.paymentInstrumentId, { card: { expiryMonth: 2, expiryYear: NEXT_YEAR + 2, holderName: 'Alex J Morgan' } }));
    expect(edited!.card).toMatchObject({ expiryMonth: 2, expiryYear: NEXT_YEAR + 2, holderName: 'Alex J Morgan', last4: '4242' });
  });

  it('moves the main flag and, when the main card is removed, hands it to another card', async () => {
    const paula = await shopperWithoutMethods('paula.reyes@example.com');
    const [first] = await methodsOf(await saveCard(paula, TEST_CARDS.visa));
    const listed = await methodsOf(await saveCard(paula, TEST_CARDS.amex, { main: true }));
    expect(listed.map((method) => [method.card?.last4, method.main])).toEqual([
      ['0005', true],
      ['4242', false],
    ]);
    const switched = await methodsOf(await patch(paula, first!.paymentInstrumentId, { main: true }));
    expect(switched.filter((method) => method.main).map((method) => method.card?.last4)).toEqual(['4242']);
    const after = await methodsOf(await remove(paula, first!.paymentInstrumentId));
    expect(after.map((method) => [method.card?.last4, method.main])).toEqual([['0005', true]]);
  });

  it('answers PYT404 for another consumer’s instrument and leaves it alone', async () => {
    const [wren, pat] = await Promise.all([shopperWithoutMethods('wren.walsh@example.com'), shopperWithoutMethods('pat.quinn@example.com')]);
    const [card] = await methodsOf(await saveCard(wren, TEST_CARDS.visa, { holderName: 'Wren Walsh' }));
    await refusal(await patch(pat, card!.paymentInstrumentId, { card: { holderName: 'Pat Quinn' } }), 404, 'PYT404');
    await refusal(await patch(pat, card!.paymentInstrumentId, { main: true }), 404, 'PYT404');
    await refusal(await remove(pat, card!.paymentInstrumentId), 404, 'PYT404');
    await refusal(await remove(wren, 'PIUNKNOWN'), 404, 'PYT404');
    expect(await methodsOf(await wren.fetch(methodsRoute))).toMatchObject([{ paymentInstrumentId: card!.paymentInstrumentId, card: { holderName: 'Wren Walsh' } }]);
  });

  it('saves reward codes and reward cards: gift card already exists (GFC755), anything else refused', async () => {
    const alex = await shopperWithoutMethods('alex.morgan@example.com');
    const saved = await methodsOf(await post(alex, { type: 'REWARD_CODE', code: 'rwd-7k2p-q9xz' }));
    expect(saved).toMatchObject([{ payment_method_id: 'REWARD_CODE', rewardCode: { code: 'RWD-7K2P-Q9XZ' } }]);
    await refusal(await post(alex, { type: 'REWARD_CODE', code: 'RWD-7K2P-Q9XZ' }), 409, 'GFC755');
    await refusal(await post(alex, { type: 'REWARD_CODE', code: 'NOT-OURS-1' }), 400, 'GFC800');
    const withCard = await methodsOf(await post(alex, { type: 'REWARD_CARD', number: 'RC 0000 1000 02', pin: '2345' }));
    expect(withCard.find((method) => method.payment_method_id === 'REWARD_CARD')).toMatchObject({ rewardCard: { last4: '0002' } });
    expect(JSON.stringify(withCard)).not.toContain('2345');
    await refusal(await post(alex, { type: 'REWARD_CARD', number: 'RC0000100002', pin: '2345' }), 409, 'GFC755');
    await refusal(await post(alex, { type: 'REWARD_CARD', number: 'RC0000100003', pin: '0000' }), 400, 'GFC800');
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    await refusal(await shopper().fetch(methodsRoute), 401, 'AUT432');
    await refusal(await post(shopper(), { type: 'REWARD_CODE', code: 'RWD-7K2P-Q9XZ' }), 401, 'AUT432');
  });

  it('refuses a cross-site write', async () => {
    const alex = await shopperWithoutMethods('alex.morgan@example.com');
    const response = await alex.fetch(methodsRoute, { method: 'POST', headers: { origin: 'https://evil.example' }, body: JSON.stringify({ type: 'REWARD_CODE', code: 'RWD-7K2P-Q9XZ' }) });
    expect(await errorIdOf(response)).toBe('API403');
  });
});

describe('card save limits', () => {
  const attempt = (who: Shopper) => post(who, { type: 'CREDIT_CARD', token: 'tok_0000000000000000', holderName: 'x' });

  it('answer 429 in the catalogue shape past the per-account limit, then past the per-address limit', async () => {
    const address = testAddress();
    const ivan = await shopperWithoutMethods('ivan.petrov@example.com');
    const ada = await shopperWithoutMethods('ada.okafor@example.com');
    const asFrom = (who: typeof ivan) => ({ ...who, fetch: (path: string, init: RequestInit = {}, overrides = {}) => who.fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'cf-connecting-ip': address } }, overrides) });
    const [ivanHere, adaHere] = [asFrom(ivan), asFrom(ada)];
    for (let index = 0; index < CARD_SAVE_LIMITS.account.limit; index++) expect((await attempt(ivanHere)).status).toBe(400);
    const limited = await attempt(ivanHere);
    expect(await refusal(limited.clone(), 429, 'API429')).toMatch(/^Too many attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The account's limit follows it to another address.
    expect((await attempt(ivan)).status).toBe(429);
    // Another account from the same address goes on until the address's own limit.
    const left = CARD_SAVE_LIMITS.address.limit - CARD_SAVE_LIMITS.account.limit - 1;
    for (let index = 0; index < left; index++) expect((await attempt(adaHere)).status).toBe(400);
    await refusal(await attempt(adaHere), 429, 'API429');
    // Other payment methods are not card saves.
    expect((await post(adaHere, { type: 'REWARD_CODE', code: 'RWD-AAAA-BBBB' })).status).toBe(200);
  });
});

describe('two shoppers at once', () => {
  it('never serves one shopper’s payment methods to the other over 50 concurrent rounds', async () => {
    const [wren, pat] = await Promise.all([shopperWithoutMethods('wren.walsh@example.com'), shopperWithoutMethods('pat.quinn@example.com')]);
    const [wrenCard] = await methodsOf(await saveCard(wren, TEST_CARDS.visa, { holderName: 'Wren Walsh' }));
    const [patCard] = await methodsOf(await saveCard(pat, TEST_CARDS.mastercard, { holderName: 'Pat Quinn' }));
    const owned = { wren: new Set([wrenCard!.paymentInstrumentId]), pat: new Set([patCard!.paymentInstrumentId]) };
    const check = (who: 'wren' | 'pat', methods: Awaited<ReturnType<typeof methodsOf>>) => {
      for (const method of methods) {
        if (method.payment_method_id === 'REWARD_CODE') expect(method.rewardCode!.code.startsWith(who === 'wren' ? 'RWD-WREN' : 'RWD-PATQ')).toBe(true);
        else expect(owned[who].has(method.paymentInstrumentId)).toBe(true);
        if (method.card) expect(method.card.holderName.startsWith(who === 'wren' ? 'Wren' : 'Pat')).toBe(true);
      }
    };
    await Promise.all(
      Array.from({ length: 50 }, async (_, round) => {
        const letters = String.fromCharCode(65 + (round % 26), 65 + Math.floor(round / 26));
        const [wrenWrite, patRead, patWrite, wrenRead] = await Promise.all([
          // 25 reward codes an account, far past what a shopper saves (and the limit on guessing them): the race is the subject here.
          round % 2 ? patch(wren, wrenCard!.paymentInstrumentId, { card: { holderName: `Wren Round ${letters}` } }) : post(wren, { type: 'REWARD_CODE', code: `RWD-WREN-${letters}` }, UNLIMITED),
          pat.fetch(methodsRoute),
          round % 2 ? post(pat, { type: 'REWARD_CODE', code: `RWD-PATQ-${letters}` }, UNLIMITED) : patch(pat, patCard!.paymentInstrumentId, { card: { holderName: `Pat Round ${letters}` } }),
          wren.fetch(methodsRoute),
        ]);
        check('wren', await methodsOf(wrenWrite));
        check('pat', await methodsOf(patRead));
        check('pat', await methodsOf(patWrite));
        check('wren', await methodsOf(wrenRead));
      }),
    );
    const [wrenFinal, patFinal] = await Promise.all([methodsOf(await wren.fetch(methodsRoute)), methodsOf(await pat.fetch(methodsRoute))]);
    expect(wrenFinal).toHaveLength(26);
    expect(patFinal).toHaveLength(26);
    check('wren', wrenFinal);
    check('pat', patFinal);
  }, 30_000); // Two hundred calls through both workers: well past the default five seconds on a busy machine.
});

describe('the payment methods page', () => {
  it('renders the shopper’s saved methods on the server, privately', async () => {
    const alex = await shopperWithoutMethods('alex.morgan@example.com');
    await saveCard(alex, TEST_CARDS.amex, { holderName: 'Alex Morgan', expiryMonth: 7 });
    await post(alex, { type: 'REWARD_CODE', code: 'RWD-PAGE-0001' });
    const response = await alex.fetch('/en-us/account/payment');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('American Express ending in 0005');
    expect(html).toContain(`Expires 07/${NEXT_YEAR}`);
    expect(html).toContain('Reward code RWD-PAGE-0001');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
  });

  it('shows its error state, not an error page, when the methods cannot be read', async () => {
    const alex = await shopperWithoutMethods('alex.morgan@example.com');
    const real = (env as unknown as Env).MOCKS;
    const failing = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const upstream = new Request(input as RequestInfo, init);
        return new URL(upstream.url).pathname.endsWith('/payment_instruments') ? Promise.resolve(Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'General error' }], appId: 'm', correlationId: 'c' }, { status: 503 })) : real.fetch(upstream);
      },
    } as unknown as Fetcher;
    const response = await alex.fetch('/en-us/account/payment', {}, { MOCKS: failing });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your payment methods could not be loaded.');
  });
});
