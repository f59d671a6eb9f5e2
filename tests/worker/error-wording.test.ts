import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { de, en } from '../../shared/i18n/messages';
import { CaptchaTokenSchema } from '../../shared/account/schemas/auth';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import type { Env } from '../../worker/env';
import { SIGN_IN_ACCOUNT_LIMIT } from '../../worker/account/routes/auth';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { registeredShopper } from './registered';

// What an API client or the page reads for a refused sign-in or account change is the shop's own
// message for the code, in the site's language: the same words the forms show.

const config = env as unknown as Env;
const GERMAN = '/de-de';

const post = (browser: Shopper, path: string, body?: unknown) =>
  browser.fetch(`${GERMAN}${path}`, { method: 'POST', headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function refusalOf(response: Response, status: number): Promise<{ errorId: string; message: string }> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const detail = ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!;
  return { errorId: detail.errorId, message: detail.message };
}

async function signIn(browser: Shopper, email: string, password: string, captcha?: string): Promise<Response> {
  expect((await post(browser, '/fapi/auth/challenge')).status).toBe(204);
  // The captcha provider's path is the same on every site.
  const answer = captcha ?? CaptchaTokenSchema.parse(await (await browser.fetch('/captcha/v1/tokens', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ action: 'login' }) })).json()).token;
  return post(browser, '/fapi/auth/signin', { email, password, captcha: answer });
}

describe('identity and account refusals, worded by the shop in the site’s language', () => {
  it('words a wrong password, the last attempt, the lock and a locked account in German', async () => {
    const email = `wording.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const browser = shopper();
    const created = await config.MOCKS.fetch('https://mocks.internal/__test/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: SEEDED_PASSWORD }) });
    expect(created.status).toBe(200);
    const shown: Array<{ errorId: string; message: string }> = [];
    for (let attempt = 1; attempt <= 7; attempt++) shown.push(await refusalOf(await signIn(browser, email, 'not-the-password'), attempt <= 5 ? 401 : 403));
    const german = (errorId: 'AUT401' | 'AUT426' | 'AUT423' | 'AUT441') => ({ errorId, message: de[`apiError.${errorId}`] });
    expect(shown).toEqual([german('AUT401'), german('AUT401'), german('AUT401'), german('AUT401'), german('AUT426'), german('AUT423'), german('AUT441')]);
    expect(de['apiError.AUT426']).not.toBe(en['apiError.AUT426']);
  });

  it('words a failed captcha in German', async () => {
    const refused = await refusalOf(await signIn(shopper(), 'alex.morgan@example.com', SEEDED_PASSWORD, 'not-a-captcha-answer'), 403);
    expect(refused).toEqual({ errorId: 'AUT403', message: de['apiError.AUT403'] });
  });

  it('names the wait of a spent sign-in limit in German, with Retry-After', async () => {
    const email = `wording-limit.${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.limit; attempt++) {
      expect((await refusalOf(await post(shopper(), '/fapi/auth/signin', { email, password: 'wrong', captcha: 'x' }), 401)).errorId).toBe('AUT432');
    }
    const limited = await post(shopper(), '/fapi/auth/signin', { email, password: 'wrong', captcha: 'x' });
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(await refusalOf(limited, 429)).toEqual({ errorId: 'API429', message: `Zu viele Versuche. Versuchen Sie es in ${Math.ceil(wait / 60)} Minuten erneut.` });
  });

  it('words an unknown address of the shopper’s book in German', async () => {
    const email = `wording-book.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await config.MOCKS.fetch('https://mocks.internal/__test/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: SEEDED_PASSWORD }) });
    expect(created.status).toBe(200);
    const browser = await registeredShopper(email);
    const refused = await refusalOf(await browser.fetch(`${GERMAN}/fapi/account/addresses/AD0000000000000000`, { method: 'DELETE', headers: { origin: ORIGIN } }), 404);
    expect(refused).toEqual({ errorId: 'CCA401', message: de['apiError.CCA401'] });
  });

  it('words a guest’s call to the profile in German', async () => {
    const refused = await refusalOf(await shopper().fetch(`${GERMAN}/fapi/account/profile`), 401);
    expect(refused).toEqual({ errorId: 'AUT432', message: de['apiError.AUT432'] });
  });
});
