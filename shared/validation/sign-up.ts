import type { SignUpConfig } from '../site/sign-up-config';
import { validateBirthDate } from './date';
import { validateEmail } from './email';
import { REQUIRED, type FieldIssue } from './field-issue';
import { validateName } from './name';
import { validatePassword, validatePasswordConfirmation } from './password';
import { validatePhone } from './phone';
import { validatePostalCode } from './postal-code';

/*
 * The sign-up form's rules, without zod so a form can check each keystroke before any schema has
 * loaded. Email, password and terms are required everywhere; birth date, gender and mobile where
 * the site's sign-up configuration says so; the rest is checked when given.
 */

export const GENDERS = ['F', 'M', 'U'] as const;
export type Gender = (typeof GENDERS)[number];

/** What the shopper fills in, as typed: the birth date in the locale's format, the phone as written. */
export interface SignUpFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  postalCode: string;
  gender: Gender | '';
  isTermsConfirmed: boolean;
  newsletterConsent: boolean;
  smsNotificationConsent: boolean;
  loyaltyEnrollment: boolean;
}

export type SignUpField = keyof SignUpFormValues;

/** The fields in the order the form shows them, so the first refused one is the one to focus. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'email', 'password', 'confirmPassword', 'firstName', 'lastName', 'birthDate', 'gender', 'phone', 'postalCode',
  'smsNotificationConsent', 'newsletterConsent', 'loyaltyEnrollment', 'isTermsConfirmed',
];

export const EMPTY_SIGN_UP_FORM: SignUpFormValues = {
  email: '', password: '', confirmPassword: '', firstName: '', lastName: '', birthDate: '', phone: '', postalCode: '', gender: '',
  isTermsConfirmed: false, newsletterConsent: false, smsNotificationConsent: false, loyaltyEnrollment: false,
};

function emailIssue(value: string): FieldIssue | null {
  const problem = validateEmail(value);
  if (problem === null) return null;
  return value.trim() === '' ? REQUIRED : { key: 'validation.emailInvalid', errorId: 'AUT453' };
}

/** One field's problem given the whole form (a confirmation depends on the password, SMS on the phone). */
export function validateSignUpField(field: SignUpField, values: SignUpFormValues, config: SignUpConfig, today = new Date()): FieldIssue | null {
  switch (field) {
    case 'email':
      return emailIssue(values.email);
    case 'password':
      return validatePassword(values.password);
    case 'confirmPassword':
      return validatePasswordConfirmation(values.password, values.confirmPassword);
    case 'firstName':
    case 'lastName':
      return validateName(values[field], false);
    case 'birthDate':
      return validateBirthDate(values.birthDate, config, today);
    case 'gender':
      return config.genderRequired && values.gender === '' ? REQUIRED : null;
    case 'phone':
      // SMS offers need a number to go to.
      return validatePhone(values.phone, config, config.mobileRequired || values.smsNotificationConsent);
    case 'postalCode':
      return validatePostalCode(values.postalCode, config);
    case 'smsNotificationConsent':
      return config.smsConsentRequired && !values.smsNotificationConsent ? { key: 'signUp.checkboxRequired' } : null;
    case 'isTermsConfirmed':
      return values.isTermsConfirmed ? null : { key: 'signUp.termsRequired' };
    case 'newsletterConsent':
    case 'loyaltyEnrollment':
      return null;
  }
}

/** Every refused field with why, in the form's order; empty when the form may be sent. */
export function validateSignUpForm(values: SignUpFormValues, config: SignUpConfig, today = new Date()): Partial<Record<SignUpField, FieldIssue>> {
  const issues: Partial<Record<SignUpField, FieldIssue>> = {};
  for (const field of SIGN_UP_FIELDS) {
    const issue = validateSignUpField(field, values, config, today);
    if (issue) issues[field] = issue;
  }
  return issues;
}
