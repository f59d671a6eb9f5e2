import { isValidEmail } from '../validation/email';
import { validateName } from '../validation/name';
import type { AddressField, FieldRule, Province } from './schemas/address';

/** What is wrong with one field's value, in terms a form can word in any language. */
export type AddressProblem =
  | { kind: 'required' }
  | { kind: 'tooShort'; limit: number }
  | { kind: 'tooLong'; limit: number }
  | { kind: 'name' }
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'province' }
  | { kind: 'invalid' };

/** A recipient's name has the sign-up form's characters: letters (accented ones too), spaces and , . ' ` - only. */
const isBadName = (value: string) => validateName(value)?.key === 'signUp.nameInvalid';

const patterns = new Map<string, RegExp | null>();

/** A server's pattern, compiled once per isolate (it is the same for everyone); one that does not compile is no rule. */
function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(pattern, 'u');
    } catch {
      regex = null;
    }
    patterns.set(pattern, regex);
  }
  return patterns.get(pattern)!;
}

/**
 * The first problem with a field's normalised value under its rule, or null. Length is counted
 * in characters as the shopper sees them; an empty optional field is never wrong.
 */
export function fieldProblem(field: AddressField, value: string, rule: FieldRule, provinces?: readonly Province[]): AddressProblem | null {
  if (value === '') return rule.required ? { kind: 'required' } : null;
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) return { kind: 'tooShort', limit: rule.minLength };
  if (rule.maxLength !== undefined && length > rule.maxLength) return { kind: 'tooLong', limit: rule.maxLength };
  if ((field === 'firstName' || field === 'lastName') && isBadName(value)) return { kind: 'name' };
  if (field === 'email' && !isValidEmail(value)) return { kind: 'email' };
  if (field === 'province' && provinces?.length && !provinces.some((province) => province.code === value)) return { kind: 'province' };
  const pattern = rule.pattern ? compiled(rule.pattern) : null;
  if (pattern && !pattern.test(value)) return { kind: field === 'phone' ? 'phone' : 'invalid' };
  return null;
}

/** The problem in English, for API clients and logs; forms word it in the page's language. */
export function problemMessage(problem: AddressProblem): string {
  switch (problem.kind) {
    case 'required':
      return 'This field is required';
    case 'tooShort':
      return `Enter at least ${problem.limit} characters`;
    case 'tooLong':
      return `Enter at most ${problem.limit} characters`;
    case 'name':
      return 'Name is not valid.';
    case 'email':
      return 'Email is not valid';
    case 'phone':
      return 'A valid phone number is required';
    case 'province':
      return 'Choose one from the list';
    case 'invalid':
      return 'This value is not valid';
  }
}
