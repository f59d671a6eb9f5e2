import type { AddressField, AddressRules, FieldRule } from './schemas/address';

/** Address lines, city and province hold at most this many characters. */
export const ADDRESS_FIELD_MAX = 30;
/** A recipient's first and last name: at least 2 characters, at most 30. */
export const NAME_MIN = 2;
export const NAME_MAX = 30;

/**
 * The rules every country starts from: address lines and city at most 30 characters (the second
 * line optional), names 2 to 30 and required, country, email, phone and postal code required,
 * province optional. A country's server rules override them field by field.
 */
export const DEFAULT_ADDRESS_RULES: Readonly<Record<AddressField, FieldRule>> = {
  firstName: { required: true, minLength: NAME_MIN, maxLength: NAME_MAX },
  lastName: { required: true, minLength: NAME_MIN, maxLength: NAME_MAX },
  email: { required: true },
  phone: { required: true },
  addressLine1: { required: true, maxLength: ADDRESS_FIELD_MAX },
  addressLine2: { required: false, maxLength: ADDRESS_FIELD_MAX },
  city: { required: true, maxLength: ADDRESS_FIELD_MAX },
  province: { required: false, maxLength: ADDRESS_FIELD_MAX },
  postalCode: { required: true },
  countryCode: { required: true },
};

/** Each field's rule: the server's where it gives one (property by property), the default otherwise. */
export function effectiveRules(rules: Pick<AddressRules, 'fields'> | null | undefined): Record<AddressField, FieldRule> {
  const merged = { ...DEFAULT_ADDRESS_RULES };
  for (const [field, rule] of Object.entries(rules?.fields ?? {}) as [AddressField, FieldRule | undefined][]) {
    if (rule && field in merged) merged[field] = { ...merged[field], ...rule };
  }
  return merged;
}
