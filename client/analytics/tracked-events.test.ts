import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrackedEventsBodySchema, MAX_TRACKED_EVENTS } from '../../shared/analytics';
import { flushTrackedEvents, reportConversion, reportImpression, trackEvent } from './tracked-events';

/** A page whose <html data-consent> lists `allowed`, with fetch recorded. */
function page(allowed: string) {
  const fetch = vi.fn((_path: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 202 })));
  vi.stubGlobal('document', { documentElement: { dataset: { consent: allowed } } });
  vi.stubGlobal('location', { pathname: '/en-us', search: '' });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posted = (fetch: ReturnType<typeof page>) => fetch.mock.calls.map(([path, init]) => ({ path, keepalive: init.keepalive, body: TrackedEventsBodySchema.parse(JSON.parse(init.body as string)) }));

describe('visit events', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts no experiment report without performance and analytics consent (C0002)', () => {
    const fetch = page('C0001 C0003 C0004');
    reportImpression('home_hero');
    reportConversion({ key: 'add_to_cart', tags: {} });
    vi.runAllTimers();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends what one task queued as one request to the events route, once consent is given', () => {
    const fetch = page('C0001 C0002 C0004');
    reportImpression('home_hero');
    reportConversion({ key: 'add_to_cart', tags: {} });
    trackEvent({ type: 'recClicks', recTokens: ['t1'] });
    vi.runAllTimers();
    expect(posted(fetch)).toEqual([
      {
        path: '/fapi/events',
        keepalive: true,
        body: {
          events: [
            { type: 'experiments', page: '/en-us', impressions: ['home_hero'], conversions: [{ key: 'add_to_cart', tags: {} }] },
            { type: 'recClicks', recTokens: ['t1'] },
          ],
        },
      },
    ]);
  });

  it('drops each event whose consent category is missing, keeping the rest', () => {
    const fetch = page('C0001 C0002');
    trackEvent({ type: 'pageView', page: '/en-us' });
    trackEvent({ type: 'performance', page: '/en-us', ttfb: 12 });
    vi.runAllTimers();
    expect(posted(fetch).map((post) => post.body.events)).toEqual([[{ type: 'performance', page: '/en-us', ttfb: 12 }]]);
  });

  it('flushes at once when asked (a page being left), and splits a long queue into posts the route accepts', () => {
    const fetch = page('C0001 C0004');
    for (let i = 0; i < MAX_TRACKED_EVENTS + 5; i += 1) trackEvent({ type: 'recImpressions', recTokens: Array.from({ length: 24 }, (_, j) => `token-${i}-${j}-${'x'.repeat(200)}`) });
    flushTrackedEvents();
    const posts = posted(fetch);
    expect(posts.length).toBeGreaterThan(1);
    expect(posts.flatMap((post) => post.body.events)).toHaveLength(MAX_TRACKED_EVENTS + 5);
    for (const post of posts) expect((fetch.mock.calls[posts.indexOf(post)]![1].body as string).length).toBeLessThanOrEqual(32 * 1024);
    vi.runAllTimers();
    expect(fetch).toHaveBeenCalledTimes(posts.length);
  });
});
