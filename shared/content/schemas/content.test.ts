import { describe, expect, it } from 'vitest';
import { parseBlock } from '.';

describe('parseBlock', () => {
  it('accepts a well-formed block', () => {
    const result = parseBlock({ id: 'copy', type: 'rich-text', richText: '<h2>Hi</h2><p>See <a href="/en-us/privacy">privacy</a>.<br/></p>' });
    expect(result.ok).toBe(true);
  });

  it('reports unknown types and bad fields instead of throwing', () => {
    expect(parseBlock({ id: 'x', type: 'carousel' })).toMatchObject({ ok: false, type: 'carousel' });
    expect(parseBlock(null)).toMatchObject({ ok: false, type: 'unknown' });
    const bad = parseBlock({ id: 'h', type: 'hero', title: 'T', media: { url: '/x.svg', alt: '', width: 1, height: 1 }, targets: [], gradientStyle: 'loud', alignment: 'left' });
    expect(bad).toMatchObject({ ok: false, type: 'hero' });
    if (!bad.ok) expect(bad.issues).toContain('gradientStyle');
  });

  it('rejects rich text outside the allowed tags and attributes', () => {
    expect(parseBlock({ id: 'a', type: 'rich-text', richText: '<script>alert(1)</script>' }).ok).toBe(false);
    expect(parseBlock({ id: 'b', type: 'rich-text', richText: '<p onclick="x()">hi</p>' }).ok).toBe(false);
    expect(parseBlock({ id: 'c', type: 'rich-text', richText: '<a href="/x" target="_blank">x</a>' }).ok).toBe(false);
  });

  it('refuses a link target that would leave the site in disguise, and reads backslashes as slashes', () => {
    const button = (url: string) => parseBlock({ id: 'b', type: 'button', target: { url, text: 'Go' } });
    for (const url of ['/\\evil.example', '\\\\evil.example', '//evil.example', '\\/evil.example', 'javascript:alert(1)', 'java\tscript:alert(1)']) {
      expect(button(url).ok, url).toBe(false);
    }
    for (const url of ['/en-us/help', '#modal=location-selector', '?leadSource=x#modal=sign-up', 'https://www.instagram.com/ridgeline', 'mailto:help@ridgeline.example']) {
      expect(button(url)).toMatchObject({ ok: true, block: { target: { url } } });
    }
    expect(button('/en-us\\help')).toMatchObject({ ok: true, block: { target: { url: '/en-us/help' } } });
  });
});
