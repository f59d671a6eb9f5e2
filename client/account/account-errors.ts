import { errorMessage, type MessageKey, type Translate } from '../../shared/i18n';
import type { ApiError } from '../api';

/** The profile's and passwords' error codes the shop words itself; any other goes to the shared wording. */
const ACCOUNT_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  AUT450: 'account.errorAUT450',
  AUT451: 'account.errorSamePassword',
  AUT452: 'account.errorSamePassword',
  PRO415: 'account.errorPRO415',
  PRO412: 'account.errorProfileUpdate',
  PRO418: 'account.errorProfileUpdate',
  PRO404: 'account.errorPRO404',
  AUT402: 'account.errorAUT402',
  FE340: 'account.errorFE340',
  FE872: 'signUp.passwordRequirements',
  API429: 'account.errorTooMany',
  PROFILE_NOT_LOADED: 'account.profileNotLoaded',
};

/** What the shopper reads for a failed account call, in the page's language. */
export function accountErrorMessage(t: Translate, error: Pick<ApiError, 'errorId' | 'message'>): string {
  const key = ACCOUNT_ERROR_KEYS[error.errorId];
  return key ? t(key) : errorMessage(t, error);
}
