import type { MessageKey } from '../i18n/translator';
import { REQUIRED, type FieldIssue } from './field-issue';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 100;

export interface PasswordRequirement {
  key: MessageKey;
  met: boolean;
}

/**
 * The four lines a password form shows, each ticked as the shopper types: at least eight
 * characters, one upper-case letter, one lower-case letter, one digit.
 */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    { key: 'signUp.passwordRuleLength', met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'signUp.passwordRuleUpper', met: /\p{Lu}/u.test(password) },
    { key: 'signUp.passwordRuleLower', met: /\p{Ll}/u.test(password) },
    { key: 'signUp.passwordRuleDigit', met: /\d/.test(password) },
  ];
}

/** Too short is FE872; any other unmet line is the same message without a code. */
export function validatePassword(password: string): FieldIssue | null {
  if (password === '') return REQUIRED;
  if (password.length > PASSWORD_MAX_LENGTH) return { key: 'signUp.passwordRequirements' };
  if (password.length < PASSWORD_MIN_LENGTH) return { key: 'apiError.FE872', errorId: 'FE872' };
  return passwordRequirements(password).every((line) => line.met) ? null : { key: 'signUp.passwordRequirements' };
}

/** The repeated password must be the same (FE340). */
export function validatePasswordConfirmation(password: string, confirmation: string): FieldIssue | null {
  if (confirmation === '') return REQUIRED;
  return confirmation === password ? null : { key: 'apiError.FE340', errorId: 'FE340' };
}
