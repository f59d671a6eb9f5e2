import { z } from 'zod';
import type { SignUpConfig } from '../site/sign-up-config';
import { isRealIsoDate, validateBirthDateIso } from '../validation/date';
import type { FieldIssue } from '../validation/field-issue';
import { validateName } from '../validation/name';
import { PASSWORD_MAX_LENGTH, validatePassword } from '../validation/password';
import { parsePhone } from '../validation/phone';
import { validatePostalCode } from '../validation/postal-code';
import { GENDERS } from '../validation/sign-up';

/*
 * The profile's basic info, with the sign-up validators' rules: the backend's shape (what the
 * mocks accept from anyone), and the same fields under a site's rules (what the storefront's
 * account route and the profile form check before sending).
 */

/** Each field optional (left out means unchanged), none empty when given. */
export const BasicInfoShapeSchema = z
  .object({
    firstName: z.string().trim().min(1).max(30),
    lastName: z.string().trim().min(1).max(30),
    birthDate: z.string().refine(isRealIsoDate, 'Date is not valid'),
    /** International form with a leading plus. */
    phone: z.string().regex(/^\+\d{8,15}$/, 'A valid phone number is required'),
    postalCode: z.string().trim().min(1).max(12),
    gender: z.enum(GENDERS),
  })
  .partial()
  .strict();
export type BasicInfo = z.infer<typeof BasicInfoShapeSchema>;

/** What the profile form types: the phone as the shopper wrote it, the birth date as ISO. */
export type BasicInfoInput = Partial<Record<keyof BasicInfo, string>>;

/** The refusal of one basic-info field under a site's rules, or null. */
export function validateBasicInfoField(field: keyof BasicInfo, value: string, config: SignUpConfig, today = new Date()): FieldIssue | null {
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

/**
 * Basic info as typed, under a site's rules: empty fields are left out, names trimmed and the
 * phone stored in international form; a refused field is a custom issue whose message is the
 * catalogue key (as sign-up's schema reports them).
 */
export function basicInfoSchema(config: SignUpConfig, today = new Date()) {
  const typed = z.string().max(100);
  return z
    .object({ firstName: typed, lastName: typed, birthDate: typed, phone: typed, postalCode: typed, gender: typed })
    .partial()
    .strict()
    .superRefine((values, ctx) => {
      for (const [field, value] of Object.entries(values) as [keyof BasicInfo, string][]) {
        const issue = validateBasicInfoField(field, value, config, today);
        if (issue) ctx.addIssue({ code: 'custom', path: [field], message: issue.key, params: { errorId: issue.errorId, values: issue.values } });
      }
    })
    .transform((values): BasicInfo => {
      const out: Record<string, string> = {};
      for (const [field, raw] of Object.entries(values)) {
        const value = raw.trim();
        if (value === '') continue;
        out[field] = field === 'phone' ? (parsePhone(value, config)?.international ?? value) : value;
      }
      return out as BasicInfo;
    });
}

/** A new password under sign-up's rules (at least 8 characters, upper and lower case, a digit). */
export const PasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine((value) => validatePassword(value) === null, 'Password does not meet requirements.');

export { PASSWORD_MAX_LENGTH };
