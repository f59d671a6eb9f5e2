import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/en-us/c/mens-jackets-10101?preview=true')).toBe('/en-us/c/mens-jackets-10101?preview=true');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/\tfoo', '', undefined])('refuses %s', (target) => {
    expect(safeRedirect(target, '/en-us')).toBe('/en-us');
  });
});
