import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('verify the password they were made from, and no other', async () => {
    const stored = await hashPassword('Trailhead2026', 1000);
    expect(await verifyPassword('Trailhead2026', stored)).toBe(true);
    expect(await verifyPassword('trailhead2026', stored)).toBe(false);
    expect(await verifyPassword('Trailhead2026 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salt every hash, so one password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hashPassword('Trailhead2026', 1000), hashPassword('Trailhead2026', 1000)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain('Trailhead');
  });

  it('use the most rounds the platform allows by default', async () => {
    expect((await hashPassword('Trailhead2026')).iterations).toBe(PBKDF2_ITERATIONS);
  });
});
