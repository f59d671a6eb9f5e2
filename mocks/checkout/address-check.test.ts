import { describe, expect, it } from 'vitest';
import { BILLING_PHONE_MISSING, checkAddress, SHIPPING_PHONE_MISSING } from './address-check';

const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(303) 555-0142', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' };
const ship = (change: Record<string, string>) => checkAddress({ ...ADDRESS, ...change, approachType: 'S' }, 'S', 'US', 'en-us', SHIPPING_PHONE_MISSING);

describe('checkAddress', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'p o box 12', 'Unit 4, PO BOX 9'])('refuses %s for shipping (SHP500)', (line) => {
    expect(ship({ addressLine1: line })).toMatchObject({ errorId: 'SHP500', field: 'addressLine1' });
    expect(ship({ addressLine2: line })).toMatchObject({ errorId: 'SHP500', field: 'addressLine2' });
  });

  it.each(['12 Boxwood Lane', 'Post Road 4', 'Boxer Road 5'])('takes %s', (line) => {
    expect(ship({ addressLine1: line })).not.toHaveProperty('errorId');
  });

  it('bills to a PO box', () => {
    expect(checkAddress({ ...ADDRESS, addressLine1: 'PO Box 12', approachType: 'B' }, 'B', 'US', 'en-us', BILLING_PHONE_MISSING)).not.toHaveProperty('errorId');
  });

  it('names the empty phone, the field a rule refuses, and a country the site does not deliver to', () => {
    expect(ship({ phone: ' ' })).toMatchObject({ errorId: 'SHP410', field: 'phone' });
    expect(checkAddress({ ...ADDRESS, phone: '', approachType: 'B' }, 'B', 'US', 'en-us', BILLING_PHONE_MISSING)).toMatchObject({ errorId: 'BILL410' });
    expect(ship({ postalCode: '8030' })).toMatchObject({ errorId: 'CHK320', field: 'postalCode' });
    expect(ship({ countryCode: 'CA' })).toMatchObject({ errorId: 'CHK380', field: 'countryCode' });
    expect(ship({ countryCode: 'ZZ' })).toMatchObject({ errorId: 'CHK380' });
  });

  it('reads a phone in its kept international form as the national number', () => {
    const checked = ship({ phone: '+13035550142' });
    expect(checked).not.toHaveProperty('errorId');
    expect('phone' in checked && checked.phone.replace(/\D/g, '')).toBe('3035550142');
  });
});
