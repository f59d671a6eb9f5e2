import { describe, expect, it } from 'vitest';
import { safeJson, safeJsonOnce } from './safe-json';

describe('safeJson', () => {
  it('cannot close the script element it is embedded in', () => {
    const out = safeJson({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script');
    expect(out).not.toContain('<');
  });

  it('escapes comment openers, ampersands and JS line terminators', () => {
    const out = safeJson({ a: '<!-- & \u2028 \u2029 >' });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('round-trips through JSON.parse unchanged', () => {
    const value = { a: '</script>', b: ['\u2028', '&amp;'], c: 1.5, d: null };
    expect(JSON.parse(safeJson(value))).toEqual(value);
  });
});

describe('safeJsonOnce', () => {
  it('answers what safeJson does, and the same again for the same object', () => {
    const value = { a: '</script>', list: [1, 2] };
    expect(safeJsonOnce(value)).toBe(safeJson(value));
    expect(safeJsonOnce(value)).toBe(safeJsonOnce(value));
    expect(safeJsonOnce({ a: 'other' })).toBe('{"a":"other"}');
  });
});
