import { isDevelopment, type Env } from '../env';
import { isCountryCode } from '../../shared/location';

/** In development `?country=DE` says where the visitor is, since wrangler dev reports every visitor from the same placeholder place. */
export const COUNTRY_TEST_PARAM = 'country';

/**
 * Where the visitor appears to be: Cloudflare's geolocation of the connection, never anything the
 * client says, since a header or parameter is the visitor's to forge. Development reads only the
 * test parameter: its `request.cf` is a placeholder that would ask every test visitor on a
 * non-US site to move to the US one.
 */
export function visitorCountry(request: Request, url: URL, env: Pick<Env, 'ENVIRONMENT'>): string | null {
  if (isDevelopment(env)) {
    const forced = url.search === '' ? null : url.searchParams.get(COUNTRY_TEST_PARAM);
    return isCountryCode(forced) ? forced : null;
  }
  const country = (request.cf as { country?: unknown } | undefined)?.country;
  return isCountryCode(country) ? country : null;
}
