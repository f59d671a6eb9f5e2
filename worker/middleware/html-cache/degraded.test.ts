import { describe, expect, it } from 'vitest';
import { hasFailedRegion } from './degraded';

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
