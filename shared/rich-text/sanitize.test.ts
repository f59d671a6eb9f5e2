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

  it('never lets a backslash or protocol-relative link leave the site', () => {
    const offSite = [
      '/\\evil.example',
      '\\\\evil.example',
      '//evil.example',
      '/\\/evil.example',
      '\\/evil.example',
      ' //evil.example',
      '/&#92;evil.example',
      '/&#x5C;evil.example',
      '&#47;&#47;evil.example',
      '/&Tab;/evil.example',
      '/&#9;/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ];
    for (const href of offSite) expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    expect(sanitizeRichText("<a href='/\\evil.example'>x</a>")).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=/\\evil.example>x</a>')).toBe('<a>x</a>');
  });

  it('refuses script URLs in any spelling', () => {
    for (const href of ['java\tscript:alert(1)', 'java&Tab;script:alert(1)', 'java&#x09;script:alert(1)', 'javascript&colon;alert(1)', '&#106avascript:alert(1)', 'JAVASCRIPT:alert(1)', '   javascript:alert(1)', '&#0;javascript:alert(1)']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps same-site, https, mailto and tel links, with backslashes as the slashes a browser follows', () => {
    expect(sanitizeRichText('<a href="/en-us/help?a=1&amp;b=2#c">x</a>')).toBe('<a href="/en-us/help?a=1&amp;b=2#c">x</a>');
    expect(sanitizeRichText('<a href=" /en-us\\help ">x</a>')).toBe('<a href="/en-us/help">x</a>');
    expect(sanitizeRichText('<a href="?size=9#reviews">x</a>')).toBe('<a href="?size=9#reviews">x</a>');
    expect(sanitizeRichText('<a href="HTTPS://example.com/a">x</a>')).toBe('<a href="HTTPS://example.com/a" rel="noopener noreferrer" target="_blank">x</a>');
    expect(sanitizeRichText('<a href="mailto:help@ridgeline.example">x</a> <a href="tel:+18005550100">y</a>')).toBe('<a href="mailto:help@ridgeline.example">x</a> <a href="tel:+18005550100">y</a>');
  });

  it('allows no other URL attribute', () => {
    expect(sanitizeRichText('<p>a<img src="/\\evil.example/x.gif">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<a href="/x" src="//evil.example" action="//evil.example" formaction="//evil.example" xlink:href="//evil.example">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('leaves no trace of removed tags, and never the content of a script or style', () => {
    const cases: [string, string][] = [
      ['<p>a<script>alert(1)</p>', '<p>a</p>'],
      ['<p>a</script>b</p>', '<p>ab</p>'],
      ['<p>a<style>p{color:red}', '<p>a</p>'],
      ['<p>a<title/>b</title>c</p>', '<p>ac</p>'],
      ['<p>a<svg/>b</p>', '<p>ab</p>'],
      ['<p>a<embed src="x.swf">b</p>', '<p>ab</p>'],
      ['<p>a<svg><title>t</title><script>x()</script></svg>b</p>', '<p>ab</p>'],
      ['<p>a<script><script>x()</script>b</p>', '<p>a</p>'],
      ['<p>a<textarea>t</style>b</textarea>c</p>', '<p>ac</p>'],
      ['<p><span>kept</span> <font color=red>text</font></p>', '<p>kept text</p>'],
      ['<p>a\uFDD0script\uFDD1b</p>', '<p>ascriptb</p>'],
    ];
    for (const [html, expected] of cases) {
      const out = sanitizeRichText(html);
      expect(out, html).toBe(expected);
      expect(out).not.toMatch(/\[\/?removed\]/);
    }
    expect(sanitizeRichText('<p>[removed] stays when the editor wrote it</p>')).toBe('<p>[removed] stays when the editor wrote it</p>');
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
