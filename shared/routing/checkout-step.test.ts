import { describe, expect, it } from 'vitest';
import { allowedStep, checkoutStepPath, firstIncompleteStep, stepOfSegments } from './checkout-step';

const none = { shipping: false, billing: false };
const shipped = { shipping: true, billing: false };
const both = { shipping: true, billing: true };

describe('checkout step guard', () => {
  it('starts at shipping until it is complete', () => {
    expect(firstIncompleteStep(none)).toBe('shipping');
    expect(allowedStep('billing', none)).toBe('shipping');
    expect(allowedStep('summary', none)).toBe('shipping');
  });

  it('opens billing once shipping is complete, never summary before billing is', () => {
    expect(firstIncompleteStep(shipped)).toBe('billing');
    expect(allowedStep('billing', shipped)).toBe('billing');
    expect(allowedStep('summary', shipped)).toBe('billing');
  });

  it('lets the shopper go back to an earlier step', () => {
    expect(allowedStep('shipping', both)).toBe('shipping');
    expect(allowedStep('billing', both)).toBe('billing');
    expect(allowedStep('summary', both)).toBe('summary');
  });

  it('ignores a billing step marked complete while shipping is not', () => {
    expect(allowedStep('summary', { shipping: false, billing: true })).toBe('shipping');
  });
});

describe('stepOfSegments', () => {
  it('reads the step from the path', () => {
    expect(stepOfSegments(['checkout'])).toBe('shipping');
    expect(stepOfSegments(['checkout', 'billing'])).toBe('billing');
    expect(stepOfSegments(['checkout', 'summary'])).toBe('summary');
  });

  it('names no step for other paths', () => {
    expect(stepOfSegments(['checkout', 'payment'])).toBeNull();
    expect(stepOfSegments(['checkout', 'billing', 'x'])).toBeNull();
    expect(stepOfSegments(['cart'])).toBeNull();
  });

  it('writes a step path under the locale', () => {
    expect(checkoutStepPath('en-us', 'billing')).toBe('/en-us/checkout/billing');
  });
});
