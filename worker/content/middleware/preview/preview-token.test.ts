import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token';

describe('preview tokens', () => {
  it('accepts a token it signed until it expires', async () => {
    const token = await signPreviewToken('s3cret', 1_000_000, 60_000);
    expect(await verifyPreviewToken('s3cret', token, 1_000_001)).toBe(true);
    expect(await verifyPreviewToken('s3cret', token, 1_060_000)).toBe(false);
  });

  it('refuses a token signed with another secret or tampered with', async () => {
    const token = await signPreviewToken('s3cret', 1_000_000, 60_000);
    expect(await verifyPreviewToken('other', token, 1_000_001)).toBe(false);
    const later = token.replace(/^v1\.(\d+)\./, (_, expiry: string) => `v1.${Number(expiry) + 1_000_000}.`);
    expect(await verifyPreviewToken('s3cret', later, 1_000_001)).toBe(false);
  });

  it('refuses garbage and missing input', async () => {
    expect(await verifyPreviewToken('s3cret', undefined)).toBe(false);
    expect(await verifyPreviewToken('s3cret', 'v1.abc.def')).toBe(false);
    expect(await verifyPreviewToken('', await signPreviewToken('s3cret'))).toBe(false);
    await expect(signPreviewToken('')).rejects.toThrow(/PREVIEW_SECRET/);
  });
});
