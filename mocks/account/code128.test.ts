import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Bars, code128Checksum, code128Values } from './code128';

describe('code128Values', () => {
  it('frames set B data with start B, the check symbol and stop', () => {
    // R=50, T=52, 1=17: 104 + 50×1 + 52×2 + 17×3 = 309, and 309 mod 103 = 0.
    expect(code128Values('RT1')).toEqual([104, 50, 52, 17, 0, 106]);
  });

  it('weights each data value by its position in the check symbol', () => {
    // The published example "PJJ123C": 104 + 48 + 2×42 + 3×42 + 4×17 + 5×18 + 6×19 + 7×35 = 879, and 879 mod 103 = 55.
    expect(code128Checksum(Array.from('PJJ123C', (char) => char.charCodeAt(0) - 32))).toBe(55);
    expect(code128Values('1ZRT123456789012').at(-2)).toBe(code128Checksum(Array.from('1ZRT123456789012', (char) => char.charCodeAt(0) - 32)));
  });

  it('refuses text set B cannot carry', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('Müller')).toThrow();
  });
});

describe('the symbol table', () => {
  it('has 107 distinct symbols of eleven modules, the stop symbol thirteen', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const modules = Array.from(pattern, Number).reduce((sum, width) => sum + width, 0);
      expect(modules, `symbol ${value}`).toBe(value === 106 ? 13 : 11);
    });
  });
});

describe('code128Bars', () => {
  it('draws three bars per symbol and four for stop, ending at the last module', () => {
    const bars = code128Bars('RT1');
    expect(bars).toHaveLength(5 * 3 + 4);
    const [start, width] = bars.at(-1)!;
    expect(start + width).toBe(5 * 11 + 13);
    expect(bars[0]).toEqual([0, 2]);
  });
});
