import { route, routes } from '../route';

/**
 * The captcha provider. A real one answers in the page after its challenge; the commerce
 * backend verifies the answer once. In development the mocks play it, with no challenge.
 */
export const captcha = routes('captcha', {
  token: route('POST', '/v1/tokens', { group: 'captcha' }),
});
