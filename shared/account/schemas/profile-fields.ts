import * as z from 'zod';
import type { SignUpConfig } from '../../site/sign-up-config';
import { validateBasicInfoField, type BasicInfoField } from '../../validation/basic-info';
import { isRealIsoDate } from '../../validation/date';
import { PASSWORD_MAX_LENGTH, validatePassword } from '../../validation/password';
import { parsePhone } from '../../validation/phone';
import { GENDERS } from '../../validation/sign-up';

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
      for (const [field, value] of Object.entries(values) as [BasicInfoField, string][]) {
        const issue = validateBasicInfoField(field, value, config, today);
        if (issue) ctx.addIssue({ code: 'custom', path: [field], message: issue.key, params: { errorId: issue.errorId, values: issue.values } });
      }
    })
    .transform((values): BasicInfo => {
      const out: Record<string, string> = {};
      for (const [field, raw] of Object.entries(values)) {
        const value = raw.trim();
        if (value === '') continue;
        out[field] = field === 'phone' ? (parsePhone(value, config)?.e164 ?? value) : value;
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
