import { CaptchaTokenRequestSchema, CaptchaTokenSchema } from '../account/schemas/auth';
import { endpoints } from './endpoint';
import * as routes from './routes/captcha';

/** The captcha provider (routes/captcha.ts). */
export const captcha = endpoints(routes.captcha, {
  token: { body: CaptchaTokenRequestSchema, response: CaptchaTokenSchema },
});
