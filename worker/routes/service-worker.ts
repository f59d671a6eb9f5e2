import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { isDevelopment } from '../env';

/*
 *   GET /sw.js   the service worker script (built into the static assets by vite.sw.config.ts)
 * The one static file the worker answers itself (wrangler.toml `run_worker_first`): the browser must
 * revalidate it on every update check (`no-cache`), or a shopper would keep an old worker for as long
 * as a cache held it, and it may control the whole origin (`Service-Worker-Allowed: /`).
 *
 * Development only: the SW_BUILD_COOKIE cookie appends a build marker to the script. The browser
 * tests deploy "a new version" with it: the same URL answers other bytes, as after a deploy, and
 * the browser installs the changed worker, which then waits for the shopper's word.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SW_BUILD_COOKIE = 'rl_sw_build';

export const serviceWorkerScript = new Hono<AppEnv>().get(SERVICE_WORKER_PATH, async (c) => {
  const asset = await c.env.ASSETS.fetch(new Request(new URL(SERVICE_WORKER_PATH, c.req.url)));
  const headers = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'service-worker-allowed': '/' };
  if (!asset.ok) return c.body(null, asset.status as 404, headers);
  const marker = isDevelopment(c.env) ? getCookie(c, SW_BUILD_COOKIE) : undefined;
  if (!marker) return new Response(asset.body, { status: 200, headers });
  return c.body(`${await asset.text()}\n// test build ${JSON.stringify(marker)}\n`, 200, headers);
});
