import type { SignUpConfig } from '../site/sign-up-config';
import { REQUIRED, type FieldIssue } from './field-issue';

/** A postal code in the site country's form; optional unless `required`. */
export function validatePostalCode(raw: string, config: Pick<SignUpConfig, 'postalCodePattern'>, required = false): FieldIssue | null {
  const value = raw.trim();
  if (value === '') return required ? REQUIRED : null;
  return config.postalCodePattern.test(value) ? null : { key: 'signUp.postalCodeInvalid' };
}
