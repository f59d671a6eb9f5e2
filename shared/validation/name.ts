import { REQUIRED, type FieldIssue } from './field-issue';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;

// Letters of any alphabet (accented ones included), spaces and , . ' ` - only.
const NAME_PATTERN = /^[\p{L}\p{M} ,.'`-]+$/u;

/** A first or last name: 2 to 30 (or `max`) characters of letters and , . ' ` - or spaces. */
export function validateName(raw: string, required = true, max = NAME_MAX_LENGTH): FieldIssue | null {
  const value = raw.trim();
  if (value === '') return required ? REQUIRED : null;
  if (!NAME_PATTERN.test(value)) return { key: 'signUp.nameInvalid' };
  const length = [...value].length;
  return length < NAME_MIN_LENGTH || length > max ? { key: 'signUp.nameLength', values: { min: NAME_MIN_LENGTH, max } } : null;
}
