import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { SITES } from '../../shared/site';
import { startingAddress, startingPickupContact } from './prefill';

const us = SITES.find((site) => site.locale === 'en-us')!;
const de = SITES.find((site) => site.locale === 'de-de')!;
const contact = { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com', phone: '+13035550142' };
const saved = (id: string, main: boolean) =>
  ({
    id, main, approachType: 'S', recipientFirstName: 'Sam', recipientLastName: 'Rivera', recipientContactEmail: 'sam.rivera@example.com', recipientContactPhone: '+13035550142',
    addressLine1: id === 'home' ? '1601 Wynkoop St' : '9 Elm St', city: 'Denver', stateCityProvDept: 'CO', postalCode: '80202', countryCode: 'US',
  }) as CheckoutState['savedAddresses'][number];

describe('startingAddress', () => {
  it('is the signed-in shopper’s main saved address, as a billing or shipping address', () => {
    const values = startingAddress(us, { savedAddresses: [saved('work', false), saved('home', true)] }, contact, 'B');
    expect(values).toMatchObject({ approachType: 'B', main: false, firstName: 'Sam', addressLine1: '1601 Wynkoop St', city: 'Denver', countryCode: 'US' });
  });

  it('holds the shopper’s name, email and phone when they have no saved address', () => {
    const values = startingAddress(us, { savedAddresses: [] }, contact, 'S');
    expect(values).toMatchObject({ firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com', addressLine1: '', countryCode: 'US' });
    expect(values.phone.replace(/\D/g, '')).toBe('3035550142');
  });

  it('is empty for a guest, in the site’s country', () => {
    expect(startingAddress(de, { savedAddresses: [] }, null, 'B')).toMatchObject({ firstName: '', email: '', phone: '', addressLine1: '', countryCode: 'DE', approachType: 'B' });
  });
});

describe('startingPickupContact', () => {
  it('is who the signed-in shopper is, and empty for a guest', () => {
    expect(startingPickupContact(us, contact)).toMatchObject({ contactName: 'Sam Rivera', email: 'sam.rivera@example.com' });
    expect(startingPickupContact(us, null)).toEqual({ contactName: '', email: '', phone: '' });
  });
});
