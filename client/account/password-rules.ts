import type { Translate } from '../../shared/i18n';
import { validatePassword, validatePasswordConfirmation } from '../../shared/validation/password';

/** Why a new password and its confirmation cannot be sent, in the page's language; null when they can. */
export function newPasswordProblem(t: Translate, password: string, confirmation: string): string | null {
  const issue = validatePassword(password) ?? validatePasswordConfirmation(password, confirmation);
  if (!issue) return null;
  return issue.errorId === 'FE340' ? t('account.errorFE340') : issue.key === 'validation.required' ? t('validation.required') : t('signUp.passwordRequirements');
}
