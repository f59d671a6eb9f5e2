import { request as httpRequest } from 'node:http';
import { test, expect } from './fixtures';

// Body limits run through the real server (wrangler dev), not only the test pool: a refusal that
// answered while a chunked upload was half read once left workerd's next request hanging.

const BODY_ROUTES = ['/api/wishlists/v2/favorites', '/fapi/events', '/fapi/personalisation/decisions'];
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(70 * 1024) });

/**
 * POSTs `body` with no Content-Length (Transfer-Encoding: chunked) on a connection of its own, as curl
 * does; resolves with the status.
 */
function postChunked(baseURL: string, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseURL);
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: url.origin }, agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer to POST ${path} within 10 s`)));
    request.on('error', reject);
    // The closing zero-length chunk goes in a write of its own, as curl sends it: the stall needed it
    // to arrive after the refusal.
    request.write(body);
    request.end();
  });
}

test.describe('request body limits on the real server', () => {
  // One at a time, so the request that would stall after a refusal is always this test's own.
  test.describe.configure({ mode: 'serial' });

  for (const path of BODY_ROUTES) {
    test(`a chunked body over the limit to ${path} is refused and the server keeps answering`, async ({ baseURL }) => {
      expect(await postChunked(baseURL!, path, OVERSIZED)).toBe(413);
      // Before the fix the next request hung until its client gave up.
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(new URL('/fapi/server/time', baseURL), { signal: AbortSignal.timeout(5_000) });
        expect(response.status).toBe(200);
      }
    });
  }

  test('a chunked body within the limit still reaches the route', async ({ baseURL }) => {
    // A well-formed but schema-invalid event is a 400, proving the body was read, not refused for size.
    expect(await postChunked(baseURL!, '/fapi/events', JSON.stringify({ events: [{ type: 'experiments', page: 1 }] }))).toBe(400);
  });
});
