import { Hono } from 'hono';
import type { AppEnv } from '../env';

/*
 * GET /fapi/components/{name} — internal endpoints the browser calls for
 * client-side content (spec §7 Internal), e.g. article search for the article grid.
 */
export const components = new Hono<AppEnv>();
