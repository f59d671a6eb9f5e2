import type { Translate } from '../../shared/i18n';
import { wordIssue } from '../../shared/validation/field-issue';
import { validatePassword, validatePasswordConfirmation } from '../../shared/validation/password';

/** Why a new password and its confirmation cannot be sent, in the page's language; null when they can. */
export function newPasswordProblem(t: Translate, password: string, confirmation: string): string | null {
  const issue = validatePassword(password) ?? validatePasswordConfirmation(password, confirmation);
  return issue ? wordIssue(t, issue) : null;
}
