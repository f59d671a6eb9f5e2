import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from '../../shared/payments';
import { PAYMENT_PANELS } from './panels';

describe('the payment panels', () => {
  it('have an entry for every payment method, null only for the reward card (shown in the reward code’s panel)', () => {
    expect(Object.keys(PAYMENT_PANELS).sort()).toEqual([...PAYMENT_METHOD_IDS].sort());
    expect(PAYMENT_METHOD_IDS.filter((id) => PAYMENT_PANELS[id] === null)).toEqual(['REWARD_CARD']);
  });

  it('do not compile with a method left out', () => {
    const withoutOne = { ...PAYMENT_PANELS } as Omit<typeof PAYMENT_PANELS, 'REWARD_CARD'>;
    // @ts-expect-error REWARD_CARD has no entry (not even null)
    const registry: typeof PAYMENT_PANELS = withoutOne;
    expect(registry).toBeDefined();
  });
});
