import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { mulberry32 } from '../../mocks/data/prng';
import type { Env } from '../../worker/env';
import { bodyOf, describeRequest, fuzzRequest, problemWith, SEED } from '../fuzz/fuzz-requests';
import { ORIGIN, request } from './helpers';

/*
 * A seeded slice of the fuzz (tests/fuzz/fuzz-requests.ts; `npm run fuzz` sends ten times as many
 * to a running shop), in turn with the edge HTML cache on and as production. request() also
 * awaits the background work (waitUntil), so a rejected write fails the test too.
 */
const REQUESTS = 1000;

/**
 * The worker's configurations that change what a route does: the tests' default, the edge HTML
 * cache on, production (with a session secret of its own, as production refuses the development one).
 */
const PRODUCTION: Partial<Env> = { ENVIRONMENT: 'production', SESSION_SECRET: 'fuzz-production-session-secret-0f9e8d7c6b5a4' };
const CONFIGURATIONS: Array<Partial<Env>> = [{}, { HTML_CACHE: 'on' }, {}, PRODUCTION];

describe('fuzzing every route family', () => {
  it(`never answers a client's input with a 5xx (${REQUESTS} requests, seed ${SEED.toString(16)})`, async () => {
    const random = mulberry32(SEED);
    const problems: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const fuzz = fuzzRequest(random);
      const overrides = CONFIGURATIONS[i % CONFIGURATIONS.length]!;
      const body = bodyOf(fuzz);
      const response = await request(fuzz.url, { method: fuzz.method, headers: fuzz.headers, ...(body !== undefined ? { body } : {}) }, overrides);
      const problem = problemWith(fuzz, response.status, await response.text(), ORIGIN);
      if (problem) problems.push(`#${i} ${describeRequest(fuzz)} with ${JSON.stringify(overrides)} → ${problem}`);
    }
    expect(problems.slice(0, 25), `${problems.length} of ${REQUESTS} requests failed`).toEqual([]);
  }, 120_000);

  it('answers a content path too long for the canvas cache with the 404 page, its background work included', async () => {
    // The content cache's key for this slug is over KV's 512 bytes; request() awaits waitUntil too.
    const response = await request(`/en-us/${'a'.repeat(4096)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('answers malformed percent-encoding on /fapi/pages with a 400 in the catalogue shape', async () => {
    for (const path of ['/fapi/pages/%ff%fe', '/de-de/fapi/pages/%ff%fe', '/fapi/pages/location-%E0%A4%A']) {
      const response = await request(path);
      expect(response.status, path).toBe(400);
      expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]!.errorId, path).toBe('API400');
    }
  });
});
