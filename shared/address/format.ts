import type { FieldRule, FieldTransform } from './schemas/address';

// Plain functions, no zod: what a form does to a value as the shopper types it.

const SLOT: Readonly<Record<string, RegExp>> = { X: /\d/, A: /\p{L}/u, '*': /[\p{L}\d]/u };

/**
 * Writes a value into a format mask: `X` takes a digit, `A` a letter, `*` either, anything else is
 * written as it stands. Typing may stop part way (`(613) 55`); a value the mask cannot hold (too
 * long, or a letter where a digit goes) comes back as typed, for the pattern to refuse.
 * @example applyMask('k1a0b1', 'AXA XAX') // 'k1a 0b1'
 */
export function applyMask(value: string, mask: string | undefined): string {
  if (!mask) return value;
  const chars = [...value].filter((char) => /[\p{L}\d]/u.test(char));
  if (chars.length === 0) return value.trim() === '' ? '' : value;
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= chars.length) break;
    const kind = SLOT[slot];
    if (!kind) {
      out += slot;
      continue;
    }
    if (!kind.test(chars[next]!)) return value;
    out += chars[next++];
  }
  return next < chars.length ? value : out;
}

const TRANSFORMS: Readonly<Record<FieldTransform, (value: string) => string>> = {
  uppercase: (value) => value.toUpperCase(),
  digits: (value) => value.replace(/\D/g, ''),
  collapseSpaces: (value) => value.replace(/\s+/g, ' '),
};

/** What a field shows while the shopper types: masked, and upper-cased where the rule says, but never stripped to digits. */
export function formatForInput(value: string, rule: FieldRule): string {
  const masked = applyMask(value, rule.mask);
  return rule.transforms?.includes('uppercase') ? masked.toUpperCase() : masked;
}

/** The value the rules judge and the backend keeps: trimmed, masked, then each transform in turn. */
export function normaliseField(value: string, rule: FieldRule): string {
  const masked = applyMask(value.trim(), rule.mask);
  return (rule.transforms ?? []).reduce((current, name) => TRANSFORMS[name](current), masked).trim();
}
