import { describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, type KeyValueStorage } from '../persistence';
import { attemptId, endAttempt, orderPlaced, readCheckoutOrder, rememberLegalAccepted, rememberStep, rememberThresholdStatus } from './checkout-storage';

function memory(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const UUID_A = '6f1c2b8e-4d3a-4b7e-9c1d-2a3b4c5d6e7f';
const UUID_B = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('checkout order storage', () => {
  it('reads a fresh checkout when nothing, or nothing valid, is stored', () => {
    expect(readCheckoutOrder(memory())).toEqual({ step: 'shipping', attemptId: null, thresholdStatus: null, legalAccepted: false });
    expect(readCheckoutOrder(memory({ [CHECKOUT_STORAGE_KEY]: '{not json' })).step).toBe('shipping');
    expect(readCheckoutOrder(memory({ [CHECKOUT_STORAGE_KEY]: JSON.stringify({ step: 'payment', attemptId: null, thresholdStatus: null }) })).step).toBe('shipping');
    expect(readCheckoutOrder(memory({ [CHECKOUT_STORAGE_KEY]: JSON.stringify({ step: 'billing', attemptId: 'x', thresholdStatus: null }) })).attemptId).toBeNull();
  });

  it('remembers the step across reads', () => {
    const store = memory();
    rememberStep('billing', store);
    expect(readCheckoutOrder(store).step).toBe('billing');
  });

  it('keeps only the step, the attempt id, the threshold status and the terms accepted', () => {
    const store = memory();
    rememberStep('summary', store);
    attemptId(store, () => UUID_A);
    rememberThresholdStatus('Above Threshold', store);
    rememberLegalAccepted(true, store);
    expect(Object.keys(JSON.parse(store.data[CHECKOUT_STORAGE_KEY]!)).sort()).toEqual(['attemptId', 'legalAccepted', 'step', 'thresholdStatus']);
  });

  it('remembers the terms accepted until the order is placed, and reads an older record as not accepted', () => {
    const store = memory({ [CHECKOUT_STORAGE_KEY]: JSON.stringify({ step: 'billing', attemptId: null, thresholdStatus: null }) });
    expect(readCheckoutOrder(store)).toMatchObject({ step: 'billing', legalAccepted: false });
    rememberLegalAccepted(true, store);
    rememberStep('summary', store);
    expect(readCheckoutOrder(store).legalAccepted).toBe(true);
    orderPlaced(store);
    expect(readCheckoutOrder(store).legalAccepted).toBe(false);
  });

  it('gives the same attempt id until the attempt ends', () => {
    const store = memory();
    expect(attemptId(store, () => UUID_A)).toBe(UUID_A);
    expect(attemptId(store, () => UUID_B)).toBe(UUID_A);
    endAttempt(store);
    expect(attemptId(store, () => UUID_B)).toBe(UUID_B);
  });

  it('returns to shipping with no attempt after an order, keeping the threshold status', () => {
    const store = memory();
    rememberStep('summary', store);
    attemptId(store, () => UUID_A);
    rememberThresholdStatus('Threshold Reached', store);
    expect(orderPlaced(store)).toEqual({ step: 'shipping', attemptId: null, thresholdStatus: 'Threshold Reached', legalAccepted: false });
    expect(readCheckoutOrder(store)).toEqual({ step: 'shipping', attemptId: null, thresholdStatus: 'Threshold Reached', legalAccepted: false });
  });

  it('still answers when storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(rememberStep('billing', broken).step).toBe('billing');
    expect(attemptId(broken, () => UUID_A)).toBe(UUID_A);
  });
});
