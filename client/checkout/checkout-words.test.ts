import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n';
import { en } from '../../shared/i18n/messages';
import { addressRefusal, checkoutError } from './checkout-words';

const { t } = createTranslator('en', en);
const refusal = (errorId: string, field?: string) => ({ errorId, message: `server says ${errorId}`, correlationId: null, ...(field ? { field } : {}) });

describe('checkout refusals', () => {
  it('puts a refused address at the field the backend names', () => {
    expect(addressRefusal(t, refusal('CHK320', 'postalCode'))).toEqual({ field: 'postalCode', message: 'This address is not valid. Please check it.' });
  });

  it('puts a PO box at the street line and a missing phone at the phone when no field is named', () => {
    expect(addressRefusal(t, refusal('SHP500')).field).toBe('addressLine1');
    expect(addressRefusal(t, refusal('SHP410')).field).toBe('phone');
    expect(addressRefusal(t, refusal('BILL410')).field).toBe('phone');
  });

  it('keeps a refusal about no field, or a field the form does not have, above the form', () => {
    expect(addressRefusal(t, refusal('CHK380'))).toEqual({ message: 'This shipping address is not valid. Please check it.' });
    expect(addressRefusal(t, refusal('CHK320', 'cardNumber')).field).toBeUndefined();
  });

  it('words the checkout codes itself and leaves others to the shared table or the server', () => {
    expect(checkoutError(t, refusal('PAY400'))).toBe('Your payment could not be processed. Please check your details or use another payment method.');
    expect(checkoutError(t, refusal('SHP404'))).toBe('This delivery method is not available.');
    expect(checkoutError(t, refusal('SOMETHING_NEW'))).toBe('server says SOMETHING_NEW');
  });
});
