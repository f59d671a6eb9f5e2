import { CaptchaTokenSchema, type CaptchaAction } from '../../shared/account/schemas/auth';

/**
 * A captcha response for one action (saving a card, signing in…), for the backend to verify
 * once: the worker passes the request on to the captcha provider (`POST /captcha/v1/tokens`),
 * which poses no challenge when it is the mock. Null when none could be had; the call that needed
 * it then fails as a refused captcha would.
 */
export async function captchaResponse(action: CaptchaAction): Promise<string | null> {
  try {
    const response = await fetch('/captcha/v1/tokens', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ action }) });
    const answer = CaptchaTokenSchema.safeParse(await response.json());
    return response.ok && answer.success ? answer.data.token : null;
  } catch {
    return null;
  }
}
