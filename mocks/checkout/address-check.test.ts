import { describe, expect, it } from 'vitest';
import { getSite } from '../../shared/site/sites';
import { BILLING_PHONE_MISSING, checkAddress, SHIPPING_PHONE_MISSING } from './address-check';

const US = getSite('en-us')!;

const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(303) 555-0142', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' };
const ship = (change: Record<string, string>) => checkAddress({ ...ADDRESS, ...change, approachType: 'S' }, 'S', US, SHIPPING_PHONE_MISSING);

describe('checkAddress', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'p o box 12', 'Unit 4, PO BOX 9'])('refuses %s for shipping (SHP500)', (line) => {
    expect(ship({ addressLine1: line })).toMatchObject({ errorId: 'SHP500', field: 'addressLine1' });
    expect(ship({ addressLine2: line })).toMatchObject({ errorId: 'SHP500', field: 'addressLine2' });
  });

  it.each(['12 Boxwood Lane', 'Post Road 4', 'Boxer Road 5'])('takes %s', (line) => {
    expect(ship({ addressLine1: line })).not.toHaveProperty('errorId');
  });

  it('bills to a PO box', () => {
    expect(checkAddress({ ...ADDRESS, addressLine1: 'PO Box 12', approachType: 'B' }, 'B', US, BILLING_PHONE_MISSING)).not.toHaveProperty('errorId');
  });

  it('names the empty phone, the field a rule refuses, and a country the site does not deliver to', () => {
    expect(ship({ phone: ' ' })).toMatchObject({ errorId: 'SHP410', field: 'phone' });
    expect(checkAddress({ ...ADDRESS, phone: '', approachType: 'B' }, 'B', US, BILLING_PHONE_MISSING)).toMatchObject({ errorId: 'BILL410' });
    expect(ship({ postalCode: '8030' })).toMatchObject({ errorId: 'CHK320', field: 'postalCode' });
    expect(ship({ countryCode: 'CA' })).toMatchObject({ errorId: 'CHK380', field: 'countryCode' });
    expect(ship({ countryCode: 'ZZ' })).toMatchObject({ errorId: 'CHK380' });
  });

  it('reads a phone in its kept international form as the same number', () => {
    const checked = ship({ phone: '+13035550142' });
    expect(checked).not.toHaveProperty('errorId');
    expect('phone' in checked && checked.phone).toBe('+13035550142');
  });

  it.each([
    ['de-de', { firstName: 'Max', lastName: 'Müller', phone: '030 12345678', addressLine1: 'Hauptstraße 5', city: 'Berlin', province: '', postalCode: '10115', countryCode: 'DE' }, '+493012345678'],
    ['de-de', { firstName: 'Jürgen', lastName: 'Weiß', phone: '+49 151 12345678', addressLine1: 'Schloßallee 12', city: 'München', province: '', postalCode: '80331', countryCode: 'DE' }, '+4915112345678'],
    ['fr-ca', { firstName: 'Hélène', lastName: 'Côté', phone: '+1 514 555 0123', addressLine1: '1000 rue De La Gauchetière', city: 'Montréal', province: 'QC', postalCode: 'h3b1k9', countryCode: 'CA' }, '+15145550123'],
    ['en-gb', { firstName: 'Ada', lastName: 'Lovelace', phone: '07700 900123', addressLine1: '10 Downing Street', city: 'London', province: '', postalCode: 'SW1A 2AA', countryCode: 'GB' }, '+447700900123'],
    ['nb-no', { firstName: 'Åse', lastName: 'Ødegård', phone: '0047 412 34 567', addressLine1: 'Karl Johans gate 1', city: 'Oslo', province: '', postalCode: '0159', countryCode: 'NO' }, '+4741234567'],
  ])('takes a local address and phone on %s, the phone kept in E.164', (locale, address, stored) => {
    const checked = checkAddress({ ...ADDRESS, ...address, approachType: 'S' }, 'S', getSite(locale)!, SHIPPING_PHONE_MISSING);
    expect(checked).not.toHaveProperty('errorId');
    expect('phone' in checked && checked.phone).toBe(stored);
  });

  it('refuses on one site the address of another site’s country', () => {
    const berlin = { ...ADDRESS, phone: '030 12345678', addressLine1: 'Hauptstraße 5', city: 'Berlin', province: '', postalCode: '10115', countryCode: 'DE' };
    expect(checkAddress({ ...berlin, approachType: 'S' }, 'S', getSite('en-gb')!, SHIPPING_PHONE_MISSING)).toMatchObject({ errorId: 'CHK380' });
    expect(checkAddress({ ...berlin, postalCode: '1011', approachType: 'S' }, 'S', getSite('de-de')!, SHIPPING_PHONE_MISSING)).toMatchObject({ errorId: 'CHK320', field: 'postalCode' });
    expect(checkAddress({ ...berlin, phone: '030', approachType: 'S' }, 'S', getSite('de-de')!, SHIPPING_PHONE_MISSING)).toMatchObject({ errorId: 'CHK320', field: 'phone' });
  });
});
