import type { ChangeEvent, FocusEvent } from 'react';
import { caretAfterDigits, formatPhoneInput, settlePhoneInput } from '../../../../shared/validation/phone-input';
import type { PhoneRegion } from '../../../../shared/validation/phone';

/*
 * A phone field formats as the shopper types. Only separators move, so the caret is put back after
 * the same digit it followed; a deletion is left as typed, or a separator the shopper removed would
 * come straight back and the caret could never pass it.
 */

/** The value a phone field takes from an input event, the caret kept after the same digit. */
export function typedPhone(event: ChangeEvent<HTMLInputElement>, region: PhoneRegion): string {
  const input = event.target;
  const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
  if (inputType.startsWith('delete')) return input.value;
  const caret = input.selectionStart ?? input.value.length;
  const atEnd = caret >= input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const next = formatPhoneInput(input.value, region);
  if (!atEnd && next !== input.value) {
    // After React has written the new value into the field.
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return;
      const at = caretAfterDigits(input.value, digitsBefore);
      input.setSelectionRange(at, at);
    });
  }
  return next;
}

/** The value a phone field settles on once left: a number we take in the form it is shown everywhere. */
export const leftPhone = (event: FocusEvent<HTMLInputElement>, region: PhoneRegion): string => settlePhoneInput(event.target.value, region);
