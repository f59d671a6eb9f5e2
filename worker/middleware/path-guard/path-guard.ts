import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { isWellEncodedPath } from '../../../shared/routing';
import { apiError } from '../../errors/api-error';
import { answersJson } from '../../routes/route-path';

/**
 * A path whose percent-escapes do not decode (`/fapi/pages/%ff%fe`) is the
 * client's mistake: a JSON route refuses it here with a 400 in the catalogue
 * shape, before any route decodes a segment. Pages need no guard: their paths
 * classify with malformed escapes kept as typed, and find the 404 page.
 */
export const pathGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (answersJson(c.req.path) && !isWellEncodedPath(c.get('requestContext').url.pathname)) {
    return apiError(c, 400, 'API400', 'The path has malformed percent-encoding');
  }
  await next();
});
