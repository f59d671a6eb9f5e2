import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema, ErrorResponseSchema } from '../../shared/schemas';
import type { Env } from '../../worker/env';

// The mocks' token service, called as the worker calls it: guests get a pair of their own,
// a refresh token is spent by its first use, and nothing else buys a token.

const mocks = (env as unknown as Env).MOCKS;
const tokenCall = (body: unknown) =>
  mocks.fetch('https://mocks.internal/token/v2/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

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
    const guest = AuthSchema.parse(await (await tokenCall({ type: 'Guest' })).json());
    const refreshed = await tokenCall({ type: 'Refresh', refreshToken: guest.refreshToken });
    expect(refreshed.status).toBe(200);
    const next = AuthSchema.parse(await refreshed.json());
    expect(next.consumerNo).toBe(guest.consumerNo);
    expect(next.accessToken).not.toBe(guest.accessToken);
    const replayed = await tokenCall({ type: 'Refresh', refreshToken: guest.refreshToken });
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
});
