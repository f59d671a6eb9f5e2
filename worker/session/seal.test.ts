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

  it('opens nothing whose last character differs only in the bits past the last byte', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // Plaintexts of every length modulo 3, so the encoding ends with 0, 4 and 2 spare bits.
    for (const plaintext of ['a', 'ab', 'abc']) {
      const sealed = await seal(SECRET, 'rl_session', plaintext);
      const last = alphabet.indexOf(sealed.at(-1)!);
      const spare = ({ 0: 0, 2: 4, 3: 2 } as Record<number, number>)[(sealed.length - 3) % 4]!;
      expect(await unseal(SECRET, 'rl_session', sealed)).toBe(plaintext);
      for (let bits = 1; bits < 1 << spare; bits++) {
        expect(await unseal(SECRET, 'rl_session', sealed.slice(0, -1) + alphabet[last | bits])).toBeNull();
      }
    }
  });
});
