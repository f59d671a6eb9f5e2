import { describe, expect, it } from 'vitest';
import { LOCATION_ANSWER_COOKIE, locationAnswerCookie, readLocationAnswer } from './answer-cookie';

describe('location answer cookie', () => {
  it('writes an answer the reader reads back, for a year, Lax, Secure on a secure page', () => {
    const cookie = locationAnswerCookie({ country: 'DE', locale: 'de-de' }, { secure: true });
    expect(cookie).toBe(`${LOCATION_ANSWER_COOKIE}=DE:de-de; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(readLocationAnswer(`a=1; ${cookie.split(';')[0]}; b=2`)).toEqual({ country: 'DE', locale: 'de-de' });
    expect(locationAnswerCookie({ country: 'US', locale: 'fr-ca' }, { secure: false })).not.toContain('Secure');
  });

  it('reads nothing from no cookie, another cookie or a malformed value', () => {
    for (const header of [null, undefined, '', 'rl_locationx=DE:de-de', 'rl_location=de:de-de', 'rl_location=DE', 'rl_location=DE:de-dex', 'rl_location=DE:DE-DE']) {
      expect(readLocationAnswer(header)).toBeNull();
    }
  });

  it('refuses to write something it could not read back', () => {
    expect(() => locationAnswerCookie({ country: 'de', locale: 'de-de' }, { secure: true })).toThrow();
    expect(() => locationAnswerCookie({ country: 'DE', locale: 'de-de; Domain=evil' }, { secure: true })).toThrow();
  });
});
