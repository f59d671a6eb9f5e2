import { describe, expect, it } from 'vitest';
import { applyMask, formatForInput, normaliseField } from './format';

describe('applyMask', () => {
  it.each([
    ['6135550100', '(XXX) XXX - XXXX', '(613) 555 - 0100'],
    ['613-555-0100', '(XXX) XXX - XXXX', '(613) 555 - 0100'],
    ['61355', '(XXX) XXX - XXXX', '(613) 55'],
    ['k1a0b1', 'AXA XAX', 'k1a 0b1'],
    ['K1A 0B1', 'AXA XAX', 'K1A 0B1'],
    ['', 'XXXXX', ''],
  ])('writes %s into %s as %s', (value, mask, expected) => {
    expect(applyMask(value, mask)).toBe(expected);
  });

  it('leaves a value the mask cannot hold as typed, for the pattern to refuse', () => {
    expect(applyMask('123456', 'XXXXX')).toBe('123456');
    expect(applyMask('1A1 A1A', 'AXA XAX')).toBe('1A1 A1A');
  });
});

describe('normaliseField', () => {
  it('masks, then applies each transform, then trims', () => {
    expect(normaliseField(' k1a0b1 ', { mask: 'AXA XAX', transforms: ['uppercase'] })).toBe('K1A 0B1');
    expect(normaliseField('(613) 555-0100', { mask: '(XXX) XXX - XXXX', transforms: ['digits'] })).toBe('6135550100');
    expect(normaliseField('sw1a   1aa', { transforms: ['uppercase', 'collapseSpaces'] })).toBe('SW1A 1AA');
  });

  it('formats for the input without stripping what the shopper sees', () => {
    expect(formatForInput('6135550100', { mask: '(XXX) XXX - XXXX', transforms: ['digits'] })).toBe('(613) 555 - 0100');
    expect(formatForInput('k1a0b1', { mask: 'AXA XAX', transforms: ['uppercase'] })).toBe('K1A 0B1');
  });
});
