import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema } from '../../shared/checkout/schemas/checkout';
import { idempotencyKey } from './idempotency-key';

const BASKET = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);
const ATTEMPT = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('idempotencyKey', () => {
  it('is the same for the same basket and attempt, and one the backend takes', async () => {
    const key = await idempotencyKey(BASKET, ATTEMPT);
    expect(await idempotencyKey(BASKET, ATTEMPT.toUpperCase())).toBe(key);
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('differs for another basket or another attempt, and names neither', async () => {
    const key = await idempotencyKey(BASKET, ATTEMPT);
    expect(await idempotencyKey(OTHER, ATTEMPT)).not.toBe(key);
    expect(await idempotencyKey(BASKET, '1f8fad5b-d9cb-469f-a165-70867728950e')).not.toBe(key);
    expect(key).not.toContain(BASKET);
  });
});
