import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps same-site paths, queries and anchors, https, mailto and tel', () => {
    for (const href of ['/en-us/help', '/', '/a/b?c=1&d=2#e', '?leadSource=x#modal=location-selector', '#sizes', 'https://example.com/a', 'HTTPS://example.com', 'mailto:help@ridgeline.example', 'tel:+18005550100']) {
      expect(safeHref(href)).toBe(href);
    }
    expect(safeHref('  /en-us/help ')).toBe('/en-us/help');
    expect(safeHref('/en-us/a%5Cb')).toBe('/en-us/a%5Cb');
  });

  it('refuses every spelling of another host', () => {
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example', '\\/evil.example', ' //evil.example', '/\t/evil.example', '/\n/evil.example', '///evil.example']) {
      expect(safeHref(href), href).toBeNull();
    }
  });

  it('refuses other schemes however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,x', 'http://example.com', 'vbscript:x', 'evil.example', 'https:\\\\', 'https://']) {
      expect(safeHref(href), JSON.stringify(href)).toBeNull();
    }
  });

  it('turns backslashes into the slashes a browser would follow', () => {
    expect(safeHref('/en-us\\help')).toBe('/en-us/help');
    expect(safeHref('\\en-us')).toBe('/en-us');
    expect(safeHref('https:\\\\example.com\\a')).toBe('https://example.com/a');
  });
});
