import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeOptanonConsent } from '../../shared/decisions/consent';
import { MAX_TRACKED_EVENTS } from '../../shared/analytics';
import type { Env } from '../../worker/env';
import { performanceLines, recordingMocks, request } from './helpers';

// The one event route: every kind of browser report, each checked against its own consent category.

const EMEA: Partial<Env> = { CONSENT_DEFAULT_REGION: 'EMEA', TRACKING_PIXEL_TRACKER_ID: 'tracker-1' };
const consentCookie = (C0002: boolean, C0004: boolean) => `OptanonConsent=${serializeOptanonConsent({ C0002, C0003: false, C0004 }, new Date())}`;
const PAGE_VIEW = { type: 'pageView', page: '/en-us' };
const BEACON = { type: 'performance', page: '/en-us', ttfb: 120 };

function post(body: unknown, cookie: string, overrides: Partial<Env>): Promise<Response> {
  return request('/fapi/events', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) }, overrides);
}

const pixelCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname === '/v2/zaius.gif');

describe('POST /fapi/events', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks each event of one post against its own consent: the beacon with C0002, the page view with C0004', async () => {
    const log = vi.spyOn(console, 'log');
    const analyticsOnly = recordingMocks();
    expect((await post({ events: [PAGE_VIEW, BEACON] }, consentCookie(true, false), { ...EMEA, MOCKS: analyticsOnly.binding })).status).toBe(202);
    expect(performanceLines(log)).toHaveLength(1);
    expect(pixelCalls(analyticsOnly.calls)).toEqual([]);

    log.mockClear();
    const targetingOnly = recordingMocks();
    expect((await post({ events: [PAGE_VIEW, BEACON] }, consentCookie(false, true), { ...EMEA, MOCKS: targetingOnly.binding })).status).toBe(202);
    expect(performanceLines(log)).toEqual([]);
    expect(pixelCalls(targetingOnly.calls)).toHaveLength(1);

    const neither = recordingMocks();
    expect((await post({ events: [PAGE_VIEW, BEACON] }, consentCookie(false, false), { ...EMEA, MOCKS: neither.binding })).status).toBe(204);
    expect(performanceLines(log)).toEqual([]);
    expect(neither.calls).toEqual([]);
  });

  it('mints at most one engine id per post, and every engine event of that post uses it', async () => {
    const mocks = recordingMocks();
    const events = [PAGE_VIEW, { type: 'pageView', page: '/en-us/c/mens-jackets-10101' }, { type: 'pageEvents', page: '/en-us', pageEvents: ['hero_seen'] }];
    const response = await post({ events }, '', { CONSENT_DEFAULT_REGION: 'NA', TRACKING_PIXEL_TRACKER_ID: 'tracker-1', MOCKS: mocks.binding });
    expect(response.status).toBe(202);
    const issued = response.headers.getSetCookie().filter((cookie) => cookie.startsWith('mt.v='));
    expect(issued).toHaveLength(1);
    const minted = /^mt\.v=([^;]+)/.exec(issued[0]!)![1]!;
    const pixels = pixelCalls(mocks.calls);
    expect(pixels).toHaveLength(2);
    for (const pixel of pixels) expect(pixel.url.search).toContain(encodeURIComponent(minted).replace(/%2E/g, '.'));
    // Before, the engine event was dropped: it read only the request's cookie, which had no id yet.
    const records = mocks.calls.filter((call) => call.url.pathname === '/api/engine/v1/decide/ridgeline');
    expect(records).toHaveLength(1);
    expect(JSON.parse(records[0]!.body)).toMatchObject({ monetateId: minted });
  });

  it('refuses an empty list, an unknown kind or more than the route takes with API400', async () => {
    for (const body of [{ events: [] }, { events: [{ type: 'nope' }] }, [PAGE_VIEW], PAGE_VIEW, { events: Array.from({ length: MAX_TRACKED_EVENTS + 1 }, () => BEACON) }]) {
      const response = await post(body, '', { CONSENT_DEFAULT_REGION: 'NA' });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { errorDetails: { errorId: string; message: string }[] }).errorDetails[0]).toEqual({ errorId: 'API400', message: 'Invalid events' });
    }
  });
});
