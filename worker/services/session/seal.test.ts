import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal';

const SECRET = 'a-test-secret-of-enough-length-0123456789';

describe('seal', () => {
  it('opens what it sealed, and hides the plaintext', async () => {
    const sealed = await seal(SECRET, 'rl_session', '{"accessToken":"secret-token"}');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('secret-token');
    expect(await unseal(SECRET, 'rl_session', sealed)).toBe('{"accessToken":"secret-token"}');
    // A fresh IV each time: equal sessions do not give equal cookies.
    expect(await seal(SECRET, 'rl_session', 'same')).not.toBe(await seal(SECRET, 'rl_session', 'same'));
  });

  it('opens nothing sealed under another key or for another purpose, nor anything changed', async () => {
    const sealed = await seal(SECRET, 'rl_session', 'hello');
    expect(await unseal('another-secret-of-enough-length-0123456789', 'rl_session', sealed)).toBeNull();
    expect(await unseal(SECRET, 'rl_other', sealed)).toBeNull();
    for (let at = 3; at < sealed.length; at++) {
      const changed = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
      expect([at, await unseal(SECRET, 'rl_session', changed)]).toEqual([at, null]);
    }
    for (const value of [undefined, '', 'v1.', 'v1.%%%', sealed.slice(0, -2), `${sealed}AA`, sealed.replace('v1.', 'v2.')]) {
      expect(await unseal(SECRET, 'rl_session', value)).toBeNull();
    }
  });
});
