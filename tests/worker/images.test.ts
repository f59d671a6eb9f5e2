import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { request } from './helpers';

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ErrorResponseSchema.parse(await response.json()).errorDetails[0]!;
}

const answering = (response: () => Response) => ({ fetch: () => Promise.resolve(response()) }) as unknown as Fetcher;

describe('GET /images/{kind}/{name}', () => {
  it('serves an image from the image host', async () => {
    const response = await request('/images/banner/hero.svg?w=640');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('passes on the image host’s 4xx as the caller’s error, in the catalogue shape', async () => {
    const response = await request('/images/product/a.svg');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ errorId: 'API400', message: 'Invalid image name' });
  });

  it('turns a 4xx without a catalogue body into the catalogue’s own 400 or 404, never an HTML page', async () => {
    const html = (status: number) => answering(() => new Response('<h1>Nope</h1>', { status, headers: { 'content-type': 'text/html' } }));
    const refused = await request('/images/product/a.svg', undefined, { MOCKS: html(422) });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).errorId).toBe('API400');
    const missing = await request('/images/product/a.svg', undefined, { MOCKS: html(404) });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).errorId).toBe('API404');
  });

  it('answers 502 GEN500 when the image host fails or cannot be reached', async () => {
    const failing = await request('/images/product/a.svg', undefined, { MOCKS: answering(() => new Response('boom', { status: 503 })) });
    expect(failing.status).toBe(502);
    expect((await errorOf(failing)).errorId).toBe('GEN500');
    const unreachable = { fetch: () => Promise.reject(new Error('connection refused')) } as unknown as Fetcher;
    const down = await request('/images/product/a.svg', undefined, { MOCKS: unreachable });
    expect(down.status).toBe(502);
    expect((await errorOf(down)).errorId).toBe('GEN500');
  });
});
