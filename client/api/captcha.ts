import { CaptchaTokenSchema, type CaptchaAction } from '../../shared/schemas/auth';
import { callFirstParty } from './call-api';

/**
 * A captcha response for one action (saving a card, signing in…), for the backend to verify
 * once. The mock provider poses no challenge, so the worker fetches its answer; null when none
 * could be had (the call that needed it then fails as a refused captcha would).
 */
export async function captchaResponse(action: CaptchaAction): Promise<string | null> {
  const result = await callFirstParty('/fapi/captcha', CaptchaTokenSchema, { method: 'POST', body: { action } });
  return result.ok ? result.data.token : null;
}
