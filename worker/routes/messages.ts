import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors/api-error';
import { messagesAssetNamed } from '../render/messages-asset';
import { fapi } from '../../shared/fapi';

/*
 *   GET /fapi/messages/<language>-<hash>.json   a language's interface strings, as the browser reads them
 * The same for everyone. The current file is kept for a year (its name changes with its content);
 * a page from before a deployment asking for its old name gets today's strings, kept a minute.
 */
export const messagesRoutes = new Hono<AppEnv>().on(fapi.messages.catalogue.method, fapi.messages.catalogue.path, (c) => {
  const named = messagesAssetNamed(c.req.param('file'));
  if (!named) return apiError(c, 'API404', 'Not found');
  c.header('cache-control', named.current ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
  c.header('content-type', 'application/json; charset=utf-8');
  return c.body(named.asset.json);
});
