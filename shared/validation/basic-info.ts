import type { SignUpConfig } from '../site/sign-up-config';
import { isRealIsoDate, validateBirthDateIso } from './date';
import type { FieldIssue } from './field-issue';
import { validateName } from './name';
import { parsePhone } from './phone';
import { validatePostalCode } from './postal-code';
import { GENDERS } from './sign-up';

/** The profile's basic info as the shopper types it: the phone as written, the birth date as ISO. */
export interface BasicInfoInput {
  firstName?: string;
  lastName?: string;
  birthDate?: string;
  phone?: string;
  postalCode?: string;
  gender?: string;
}
export type BasicInfoField = keyof BasicInfoInput;

/** The refusal of one basic-info field under a site's sign-up rules, or null; an empty field is left as it is. */
export function validateBasicInfoField(field: BasicInfoField, value: string, config: SignUpConfig, today = new Date()): FieldIssue | null {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return validateName(value, false);
    case 'phone':
      return value.trim() === '' || parsePhone(value, config) ? null : { key: 'signUp.phoneInvalid' };
    case 'birthDate':
      if (value === '') return null;
      return isRealIsoDate(value) ? validateBirthDateIso(value, { ...config, birthDateRequired: false }, today) : { key: 'signUp.dateInvalid', values: { format: 'YYYY-MM-DD' } };
    case 'postalCode':
      return validatePostalCode(value, config, false);
    case 'gender':
      return value === '' || (GENDERS as readonly string[]).includes(value) ? null : { key: 'validation.required' };
  }
}
