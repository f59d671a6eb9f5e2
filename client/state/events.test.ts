import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportConversion, reportImpression } from './experiment-events';

/** A page whose <html data-consent> lists `allowed`, with fetch recorded. */
function page(allowed: string) {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  vi.stubGlobal('document', { documentElement: { dataset: { consent: allowed } } });
  vi.stubGlobal('location', { pathname: '/en-us', search: '' });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('experiment reports', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are not posted without performance and analytics consent (C0002)', () => {
    const fetch = page('C0001 C0003 C0004');
    reportImpression('home_hero');
    reportConversion({ key: 'add_to_cart', tags: {} });
    vi.runAllTimers();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leave as one request once consent is given', () => {
    const fetch = page('C0001 C0002');
    reportImpression('home_hero');
    reportConversion({ key: 'add_to_cart', tags: {} });
    vi.runAllTimers();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/fapi/experiments/events', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ page: '/en-us', impressions: ['home_hero'], conversions: [{ key: 'add_to_cart', tags: {} }] });
  });
});
