import { describe, expect, it } from 'vitest';
import { codeChallenge, codeVerifier } from '.';

describe('PKCE S256', () => {
  it('gives the published example challenge for the published example verifier', async () => {
    // RFC 7636, appendix B.
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes 43-character base64url verifiers that differ every time', () => {
    const verifiers = new Set(Array.from({ length: 50 }, codeVerifier));
    expect(verifiers.size).toBe(50);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
