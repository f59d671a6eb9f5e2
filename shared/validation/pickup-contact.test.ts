import { describe, expect, it } from 'vitest';
import { pickupContactRequired } from '../site/pickup-config';
import { validatePickupContact } from './pickup-contact';

const CA = { phoneCountry: 'CA' };
const NO = { phoneCountry: 'NO' };

describe('validatePickupContact', () => {
  it('accepts a full contact', () => {
    expect(validatePickupContact({ contactName: 'Robin Hale', email: 'robin@example.com', phone: '(604) 555-0117' }, CA, true)).toEqual({});
    expect(validatePickupContact({ contactName: 'Åse Nilsen', email: 'ase@example.no', phone: '912 34 567' }, NO, true)).toEqual({});
  });

  it('names every missing field where the site requires the contact, and none where it does not', () => {
    const empty = { contactName: '', email: '', phone: '' };
    expect(Object.keys(validatePickupContact(empty, CA, true)).sort()).toEqual(['contactName', 'email', 'phone']);
    expect(validatePickupContact(empty, CA, false)).toEqual({});
  });

  it('takes a full name longer than a sign-up name, up to its own maximum', () => {
    const contact = { email: 'robin@example.com', phone: '(604) 555-0117' };
    expect(validatePickupContact({ ...contact, contactName: 'Robin Alexandra Hale-Montgomery Smith' }, CA, true)).toEqual({});
    expect(validatePickupContact({ ...contact, contactName: 'R'.repeat(61) }, CA, true)).toEqual({ contactName: { key: 'signUp.nameLength', values: { min: 2, max: 60 } } });
  });

  it('checks a given field even where the contact is optional', () => {
    expect(validatePickupContact({ contactName: 'Robin Hale', email: 'not-an-email', phone: '12' }, CA, false)).toMatchObject({ email: { key: 'validation.emailInvalid' }, phone: { key: 'signUp.phoneInvalid' } });
  });
});

describe('pickupContactRequired', () => {
  it('holds in Canada and Norway, not in the US', () => {
    expect(['en-ca', 'fr-ca', 'nb-no', 'en-us', 'en-gb'].map((locale) => pickupContactRequired({ locale }))).toEqual([true, true, true, false, false]);
  });
});
