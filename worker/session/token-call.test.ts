import { describe, expect, it } from 'vitest';
import type { Auth } from '../../shared/account/schemas/auth';
import type { UpstreamResult } from '../upstream';
import { callToken, TOKEN_RETRY_DELAY_MS } from './token-call';

const auth = { accessToken: 'a'.repeat(43), refreshToken: 'r'.repeat(43) } as Auth;
const failure = (status: number, errorId = 'X'): UpstreamResult<Auth> => ({ ok: false, status, errorId, message: 'm' });

function script(...answers: UpstreamResult<Auth>[]) {
  const sent: unknown[] = [];
  const slept: number[] = [];
  return {
    sent,
    slept,
    send: async (body: unknown) => {
      sent.push(body);
      const next = answers.shift();
      if (!next) throw new Error('unexpected token call');
      return next;
    },
    sleep: async (ms: number) => {
      slept.push(ms);
    },
  };
}

describe('token call rules', () => {
  it('waits 2000 ms after a 409 and asks once more', async () => {
    const backend = script(failure(409), { ok: true, data: auth });
    expect(await callToken(backend.send, { type: 'Guest' }, { sleep: backend.sleep })).toEqual({ kind: 'issued', auth });
    expect(TOKEN_RETRY_DELAY_MS).toBe(2000);
    expect(backend.slept).toEqual([2000]);
    expect(backend.sent).toEqual([{ type: 'Guest' }, { type: 'Guest' }]);
  });

  it('gives up after the one retry', async () => {
    const backend = script(failure(409), failure(409));
    expect(await callToken(backend.send, { type: 'Guest' }, { sleep: backend.sleep })).toMatchObject({ kind: 'failed', status: 409 });
    expect(backend.sent).toHaveLength(2);
  });

  it('ignores a 403 and fails anything else without retrying', async () => {
    const refused = script(failure(403));
    expect(await callToken(refused.send, { type: 'Guest' }, { sleep: refused.sleep })).toEqual({ kind: 'refused' });
    for (const status of [400, 401, 500, 504]) {
      const backend = script(failure(status));
      expect(await callToken(backend.send, { type: 'Guest' }, { sleep: backend.sleep })).toMatchObject({ kind: 'failed', status });
      expect(backend.slept).toEqual([]);
    }
  });
});
