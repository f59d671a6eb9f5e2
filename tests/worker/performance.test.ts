import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeOptanonConsent } from '../../shared/decisions/consent';
import { performanceLines, request } from './helpers';

const EVENTS = '/fapi/events';
const BEACON = { type: 'performance', page: '/en-us/c/mens-jackets-10101', ttfb: 120, fcp: 480, lcp: 910, cls: 0.02, inp: 64 };

function post(body: unknown, cookie = '', region = 'NA'): Promise<Response> {
  return request(EVENTS, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ events: [body] }) }, { CONSENT_DEFAULT_REGION: region });
}


describe('performance beacon (consent C0002)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('records a page view with performance consent, without any visitor id', async () => {
    const log = vi.spyOn(console, 'log');
    expect((await post(BEACON)).status).toBe(202);
    const [line] = performanceLines(log);
    const { type: _type, ...measured } = BEACON;
    expect(JSON.parse(line!)).toMatchObject({ ...measured, pageType: 'plp' });
    expect(line).not.toMatch(/vuid_|mt\.v/);
  });

  it('records nothing without it: EMEA with no choice, or with C0002 refused', async () => {
    const log = vi.spyOn(console, 'log');
    const refused = serializeOptanonConsent({ C0002: false, C0003: true, C0004: true }, new Date());
    expect((await post(BEACON, '', 'EMEA')).status).toBe(204);
    expect((await post(BEACON, `OptanonConsent=${refused}`, 'EMEA')).status).toBe(204);
    expect(performanceLines(log)).toEqual([]);
    const granted = serializeOptanonConsent({ C0002: true, C0003: false, C0004: false }, new Date());
    expect((await post(BEACON, `OptanonConsent=${granted}`, 'EMEA')).status).toBe(202);
  });

  it('records a beacon sent on its own to /fapi/performance/ingest exactly as the event, consent included', async () => {
    const log = vi.spyOn(console, 'log');
    const { type: _type, ...measured } = BEACON;
    const ingest = (cookie: string, region: string) =>
      request('/fapi/performance/ingest', { method: 'POST', body: JSON.stringify(measured), headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } }, { CONSENT_DEFAULT_REGION: region });
    expect((await ingest('', 'NA')).status).toBe(202);
    expect(JSON.parse(performanceLines(log)[0]!)).toMatchObject({ ...measured, pageType: 'plp' });
    expect((await ingest('', 'EMEA')).status).toBe(204);
    expect(performanceLines(log)).toHaveLength(1);
    expect((await request('/fapi/performance/ingest', { method: 'POST', body: '{"page":"https://evil.example/"}', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('refuses a malformed beacon with API400', async () => {
    for (const body of [{}, { type: 'performance' }, { page: BEACON.page, ttfb: 1 }, { type: 'performance', page: 'https://evil.example/' }, { ...BEACON, lcp: -1 }, { ...BEACON, ttfb: 'fast' }]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe('API400');
    }
  });
});
