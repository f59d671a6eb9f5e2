import type { SignUpConfig } from '../site/sign-up-config';
import { validateEmail } from './email';
import { REQUIRED, type FieldIssue } from './field-issue';
import { validateName } from './name';
import { validatePhone } from './phone';

/*
 * The pickup contact of a store or collection-point shipment: who collects the order, and where
 * the store tells them it is ready. Required where the site says so; elsewhere each field is
 * checked only when given.
 */

export interface PickupContactValues {
  email: string;
  phone: string;
  contactName: string;
}

export type PickupContactField = keyof PickupContactValues;

/** In the order the form shows them, so the first refused one is the one to focus. */
export const PICKUP_CONTACT_FIELDS: readonly PickupContactField[] = ['contactName', 'email', 'phone'];

export const CONTACT_NAME_MAX_LENGTH = 60;
function emailIssue(raw: string, required: boolean): FieldIssue | null {
  if (raw.trim() === '') return required ? REQUIRED : null;
  return validateEmail(raw) === null ? null : { key: 'validation.emailInvalid', errorId: 'AUT453' };
}

/** Each field's problem; empty when the contact may be kept. */
export function validatePickupContact(values: PickupContactValues, config: Pick<SignUpConfig, 'phoneCountry'>, required: boolean): Partial<Record<PickupContactField, FieldIssue>> {
  const issues: Partial<Record<PickupContactField, FieldIssue>> = {};
  // Who collects is named as a shopper is, with room for a full name.
  const name = validateName(values.contactName, required, CONTACT_NAME_MAX_LENGTH);
  if (name) issues.contactName = name;
  const email = emailIssue(values.email, required);
  if (email) issues.email = email;
  const phone = validatePhone(values.phone, config, required);
  if (phone) issues.phone = phone;
  return issues;
}
