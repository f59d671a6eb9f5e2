/*
 * What a payment card number looks like. The storefront never handles one (the provider's hosted
 * fields take it); these rules let the worker refuse anything that looks like one, and let the mock
 * provider check and classify what its fields were given.
 */

/** Card numbers run from 12 to 19 digits; a shorter run is a PIN, a date or a code. */
const PAN_LENGTH = { min: 12, max: 19 } as const;

/** The Luhn check digit test every card scheme uses. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** E.164 allows at most 15 digits after the plus. */
const E164_MAX_DIGITS = 15;

/**
 * Whether `text` holds a card number: a run of 12 to 19 digits (spaces, dots or dashes between
 * them ignored, as people type them) that passes the Luhn check and is not all zeros. A phone is
 * not one, though a tenth of them pass Luhn (+49 151 12345678 does): a run written after a plus
 * with at most E.164's 15 digits is a number dialled abroad, and a run starting with 0 is a trunk
 * or international prefix, while card numbers start with their scheme's digit, never 0.
 */
export function containsCardNumber(text: string): boolean {
  return (text.match(/\+?\d(?:[ .-]?\d)*/g) ?? []).some((run) => {
    const digits = run.replace(/\D/g, '');
    if (run.startsWith('+') && digits.length <= E164_MAX_DIGITS) return false;
    return digits.length >= PAN_LENGTH.min && digits.length <= PAN_LENGTH.max && /^[1-9]/.test(digits) && passesLuhn(digits);
  });
}

/** Whether any string (or number) anywhere in a parsed JSON value holds a card number. */
export function holdsCardNumber(value: unknown): boolean {
  if (typeof value === 'string') return containsCardNumber(value);
  if (typeof value === 'number') return containsCardNumber(String(value));
  if (Array.isArray(value)) return value.some(holdsCardNumber);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => containsCardNumber(key) || holdsCardNumber(item));
  return false;
}

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The scheme a card number belongs to by its leading digits, or null for one no scheme here issues. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{12}(?:\d{3}){0,2}$/.test(digits)) return 'VISA';
  if (/^(?:5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return 'MASTERCARD';
  if (/^3[47]\d{13}$/.test(digits)) return 'AMEX';
  if (/^6(?:011|5\d{2})\d{12,15}$/.test(digits)) return 'DISCOVER';
  return null;
}

/** Whether a card's expiry month has passed (a card is good to the end of its month), in UTC. */
export function isExpired(expiryMonth: number, expiryYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  return expiryYear < year || (expiryYear === year && expiryMonth < now.getUTCMonth() + 1);
}

/** The furthest ahead a card's expiry can be: schemes issue cards for at most 20 years. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;
