import { describe, expect, it } from 'vitest';
import { hasFailedRegion, isDegradedDocument } from './degraded';

const region = (key: string, result: unknown) => `<script type="application/json" data-deferred="${key}">${JSON.stringify(result)}</script>`;

describe('hasFailedRegion', () => {
  it('is false for a page whose regions all loaded, or were legitimately absent', () => {
    const html = `<main>${region('footer', { ok: true, data: { a: 1 } })}${region('popups', { ok: false, status: 404, errorId: 'CMS404', message: 'Not found' })}</main>`;
    expect(hasFailedRegion(html)).toBe(false);
    expect(hasFailedRegion('<main>no regions</main>')).toBe(false);
  });

  it('is true when a region failed upstream, whatever its key order, or cannot be read', () => {
    expect(hasFailedRegion(region('listing', { ok: false, status: 500, errorId: 'GEN500', message: 'General error' }))).toBe(true);
    expect(hasFailedRegion(region('listing', { status: 503, message: 'x', ok: false }))).toBe(true);
    expect(hasFailedRegion('<script type="application/json" data-deferred="x">{broken</script>')).toBe(true);
  });
});

describe('isDegradedDocument', () => {
  const whole = `<!DOCTYPE html><html><body><main>${region('listing', { ok: true, data: {} })}</main></body></html>`;

  it('is false for a closed document whose regions all came back', () => {
    expect(isDegradedDocument(whole)).toBe(false);
    expect(isDegradedDocument(`${whole}\n`)).toBe(false);
  });

  it('is true for a document cut short before it closed', () => {
    expect(isDegradedDocument(whole.slice(0, whole.indexOf('</body>')))).toBe(true);
  });

  it('is true when React left a region as its skeleton for the browser to render', () => {
    expect(isDegradedDocument(whole.replace('<main>', '<main><!--$!--><template></template><div class="skeleton"></div><!--/$-->'))).toBe(true);
    expect(isDegradedDocument(whole.replace('</main>', '</main><script>$RX("B:0","","")</script>'))).toBe(true);
  });

  it('is true when a region was turned away or timed out, not only when it failed', () => {
    for (const status of [408, 429, 504]) {
      expect(isDegradedDocument(whole.replace(region('listing', { ok: true, data: {} }), region('listing', { ok: false, status, errorId: 'X', message: 'x' }))), String(status)).toBe(true);
    }
  });
});
