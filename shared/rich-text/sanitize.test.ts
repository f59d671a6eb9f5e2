import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    const html = '<h2>Title</h2><p>Go <strong>now</strong> to <a href="/en-us/privacy">privacy</a>.</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles and their content', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b<style>p{}</style></p>')).toBe('<p>ab</p>');
  });

  it('drops event handlers and other attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" class="x">hi</p>')).toBe('<p>hi</p>');
  });

  it('neutralises javascript: and protocol-relative links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('opens external https links safely', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('removes unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<div><img src=x onerror=alert(1)>Hello</div>')).toBe('Hello');
  });

  it('escapes stray angle brackets and balances unclosed tags', () => {
    expect(sanitizeRichText('<p>1 < 2 <em>yes')).toBe('<p>1 &lt; 2 <em>yes</em></p>');
    expect(sanitizeRichText('</p>text')).toBe('text');
  });

  it('cannot be tricked by quotes inside the href', () => {
    const out = sanitizeRichText(`<a href='/x" onmouseover="alert(1)'>x</a>`);
    expect(out).toBe('<a href="/x&quot; onmouseover=&quot;alert(1)">x</a>');
  });
});
