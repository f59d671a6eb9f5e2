import { describe, expect, it } from 'vitest';
import { ORIGIN, recordingMocks, request } from './helpers';

// Every route that changes state: the proxy's writes, the first-party event routes and the editor forms.
const WRITES: [string, string, string][] = [
  ['POST', '/api/wishlists/v2/favorites', '{"productId":"RL1000001"}'],
  ['POST', '/fapi/events', '{"events":[{"type":"pageView","page":"/en-us"}]}'],
  ['POST', '/fapi/performance/ingest', '{"page":"/en-us","ttfb":1}'],
  ['POST', '/fapi/personalisation/decisions', '{"path":"/en-us"}'],
  ['POST', '/preview/login', 'key=dev-editor-key'],
  ['POST', '/preview/logout', ''],
];

describe('state-changing routes refuse other sites', () => {
  it.each(WRITES)('%s %s from another site is API403 and reaches no upstream', async (method, path, body) => {
    const mocks = recordingMocks();
    const response = await request(path, { method, body, headers: { origin: 'https://evil.example', 'content-type': 'application/json' } }, { MOCKS: mocks.binding });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    const json = (await response.json()) as { errorDetails: { errorId: string; message: string }[]; correlationId: string };
    expect(json.errorDetails[0]).toEqual({ errorId: 'API403', message: 'Cross-site requests are not accepted' });
    expect(json.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(mocks.calls).toEqual([]);
  });

  it('the shop itself may write: same origin goes through', async () => {
    const response = await request('/preview/login', { method: 'POST', body: 'key=wrong', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '198.51.100.77' } });
    expect(response.status).toBe(401);
  });
});
