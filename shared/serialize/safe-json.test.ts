import { describe, expect, it } from 'vitest';
import { safeJson } from './safe-json';

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
