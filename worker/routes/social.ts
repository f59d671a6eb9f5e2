import { Hono } from 'hono';
import type { AppEnv } from '../env';

/*
 * /social/* — the social media host of spec §7 (galleries), proxied so the
 * page's CSP can stay same-origin.
 */
export const social = new Hono<AppEnv>();
