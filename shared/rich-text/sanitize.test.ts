import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    const html = '<h2>Title</h2><p>Go <strong>now</strong> to <a href="/en-us/privacy">privacy</a>.</p>';
    expect(sanitizeRichText(html)).toBe(html);
    const list = '<h4>Care</h4><ol><li><b>Wash</b> cold</li><li><i>Dry</i> flat<br></li></ol><p><a href="#sizes">Sizes</a> <a href="mailto:help@ridgeline.example">mail</a> <a href="tel:+18005550100">call</a></p>';
    expect(sanitizeRichText(list)).toBe(list);
  });

  it('drops scripts, styles, iframes and their content', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b<style>p{}</style>c<iframe src="https://evil.example">x</iframe></p>')).toBe('<p>abc</p>');
    expect(sanitizeRichText('<p>a<SCRIPT type="text/javascript">alert(1)</SCRIPT>b</p>')).toBe('<p>ab</p>');
  });

  it('drops event handlers and other attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" class="x">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<a href="/x" onmouseover=alert(1) style="color:red">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('neutralises javascript:, data: and protocol-relative links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="http://example.com">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('opens external https links safely', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('removes unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<div><img src=x onerror=alert(1)>Hello</div>')).toBe('Hello');
    expect(sanitizeRichText('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('escapes stray angle brackets and balances unclosed tags', () => {
    expect(sanitizeRichText('<p>1 < 2 <em>yes')).toBe('<p>1 &lt; 2 <em>yes</em></p>');
    expect(sanitizeRichText('</p>text')).toBe('text');
    expect(sanitizeRichText('<ul><li>one<li>two</ul>')).toBe('<ul><li>one<li>two</li></li></ul>');
  });

  it('cannot be tricked by quotes or entities inside the href', () => {
    const out = sanitizeRichText(`<a href='/x" onmouseover="alert(1)'>x</a>`);
    expect(out).toBe('<a href="/x&quot; onmouseover=&quot;alert(1)">x</a>');
    expect(sanitizeRichText('<p title="&quot;><script>alert(1)</script>">x</p>')).toBe('<p>x</p>');
  });

  it('is idempotent, so sanitising twice changes nothing', () => {
    const html = '<p>Tom &amp; Jerry <a href="https://example.com/?a=1&b=2">x</a> 1 < 2</p>';
    const once = sanitizeRichText(html);
    expect(sanitizeRichText(once)).toBe(once);
  });
});
