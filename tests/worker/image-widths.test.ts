import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH } from '../../shared/content/image-cdn';
import { request } from './helpers';

const mocks = (env as unknown as Env).MOCKS;
const HERO = '/images/banner/home-hero.svg';

describe('image widths: the route and the CDN it proxies agree', () => {
  it('serves every width the srcset builder may ask for, up to the widest', async () => {
    for (const width of [IMAGE_MIN_WIDTH, IMAGE_MAX_WIDTH]) {
      const response = await request(`${HERO}?w=${width}&q=50`);
      expect(response.status, `w=${width}`).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('refuses a width past the widest with a catalogue-shaped 400', async () => {
    const response = await request(`${HERO}?w=${IMAGE_MAX_WIDTH + 1}&q=50`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorDetails: { errorId: string; message: string }[] };
    expect(body.errorDetails[0]).toEqual({ errorId: 'API400', message: 'Invalid image parameters' });
  });

  it('has the mock CDN refuse and serve the same widths as the route', async () => {
    const cdn = (width: number) => mocks.fetch(`https://mocks.ridgeline.internal${HERO}?w=${width}&q=50`);
    expect((await cdn(IMAGE_MAX_WIDTH)).status).toBe(200);
    expect((await cdn(IMAGE_MAX_WIDTH + 1)).status).toBe(400);
    expect((await cdn(IMAGE_MIN_WIDTH - 1)).status).toBe(400);
  });
});
