// The generic required rule and the email rules.

export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_INVALID_MESSAGE = 'Email is not valid';
/** A sign-in email has at most 100 characters; the same bound applies wherever an email is collected here. */
export const EMAIL_MAX_LENGTH = 100;

// One local part, then a domain of at least two dot-separated labels.
const EMAIL_PATTERN = /^[^\s@]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)+$/;

/** True when the address has a valid shape, a domain with at least two parts and at most 100 characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The message a form shows for an email field, or null when it is valid.
 * @example validateEmail('') // 'This field is required'
 */
export function validateEmail(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return REQUIRED_MESSAGE;
  return isValidEmail(value) ? null : EMAIL_INVALID_MESSAGE;
}
