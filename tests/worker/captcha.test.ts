import { describe, expect, it } from 'vitest';
import { CaptchaTokenSchema } from '../../shared/account/schemas/auth';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { CAPTCHA_LIMIT } from '../../worker/routes/captcha';
import { ORIGIN, recordingMocks, shopper, testAddress, type Shopper } from './helpers';

// The captcha provider's answer as the page asks it: the worker checks the request, passes it on
// with nothing of ours but the content headers, and stops a client address minting answers.

const PATH = '/captcha/v1/tokens';

const ask = (browser: Shopper, body: string, headers: Record<string, string> = {}, overrides = {}) =>
  browser.fetch(PATH, { method: 'POST', headers: { origin: ORIGIN, ...headers }, body }, overrides);

async function refusal(response: Response, status: number): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!.errorId;
}

describe('POST /captcha/v1/tokens', () => {
  it("answers the provider's token for each action, uncached, and sends the provider none of the backend's keys", async () => {
    const browser = shopper();
    const { binding, calls } = recordingMocks();
    for (const action of ['login', 'register', 'placeOrder', 'saveCard']) {
      const answer = await ask(browser, JSON.stringify({ action }), {}, { MOCKS: binding });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(CaptchaTokenSchema.parse(await answer.json()).token).toBeTruthy();
    }
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.url.pathname).toBe(PATH);
      expect(JSON.parse(call.body)).toEqual({ action: expect.any(String) });
      for (const header of ['x-auth-access', 'x-server-trust-id', 'authorization', 'cookie']) expect(call.headers.has(header), header).toBe(false);
    }
  });

  it('refuses what is not a small JSON request for a known action, in the catalogue shape, asking the provider nothing', async () => {
    const browser = shopper();
    const { binding, calls } = recordingMocks();
    expect(await refusal(await ask(browser, JSON.stringify({ action: 'login' }), { 'content-type': 'text/plain' }, { MOCKS: binding }), 415)).toBe('API415');
    expect(await refusal(await ask(browser, '{"action":', {}, { MOCKS: binding }), 400)).toBe('API400');
    expect(await refusal(await ask(browser, JSON.stringify({ action: 'checkout' }), {}, { MOCKS: binding }), 400)).toBe('API400');
    expect(await refusal(await ask(browser, JSON.stringify({ action: 'login', padding: 'x'.repeat(2000) }), {}, { MOCKS: binding }), 413)).toBe('API400');
    expect(calls).toHaveLength(0);
  });

  it('answers 429 with Retry-After once a client address asked too many in a minute; another address is not held up', async () => {
    const address = testAddress();
    const browser = shopper({}, address);
    const { binding, calls } = recordingMocks();
    for (let attempt = 0; attempt < CAPTCHA_LIMIT.limit; attempt++) expect((await ask(browser, JSON.stringify({ action: 'login' }), {}, { MOCKS: binding })).status).toBe(200);
    const limited = await ask(browser, JSON.stringify({ action: 'login' }), {}, { MOCKS: binding });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refusal(limited, 429)).toBe('API429');
    expect(calls).toHaveLength(CAPTCHA_LIMIT.limit);
    expect((await ask(shopper(), JSON.stringify({ action: 'login' }))).status).toBe(200);
  });
});
