import { translatorFor } from '../../shared/i18n/catalogues';
import { errorMessage } from '../../shared/i18n/error-message';
import type { RequestContext } from '../env';

/** HTTP-style, like API404/405/406/415: the catalogue has no code for "too many requests". */
export const RATE_LIMITED_ERROR_ID = 'API429';

/** A spent limit's words in the site's language, naming the wait. */
export function tooManyAttemptsMessage(site: Pick<RequestContext['site'], 'language' | 'country'> | undefined, retryAfterSeconds: number): string {
  return errorMessage(translatorFor(site ?? { language: 'en', country: 'US' }).t, { errorId: RATE_LIMITED_ERROR_ID, message: '', retryAfterSeconds });
}
