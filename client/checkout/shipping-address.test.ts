import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { homeAddressOf, ownSavedAddress, shippingAddressOf } from './shipping-address';

type Shipment = CheckoutState['shipments'][number];
const address = { firstName: 'Robin', address1: '1200 Pearl Street' } as unknown as NonNullable<Shipment['address']>;
const shipment = (shippingId: string, to: Shipment['address']) => ({ shippingId, address: to }) as unknown as Shipment;

describe('shippingAddressOf', () => {
  it('is the address of the shipment that travels to one, even after a gift card’s email shipment', () => {
    expect(shippingAddressOf({ shipments: [shipment('digital', null), shipment('standard', address)] })).toBe(address);
  });

  it('is null while no shipment has an address', () => {
    expect(shippingAddressOf({ shipments: [shipment('digital', null)] })).toBeNull();
    expect(shippingAddressOf({ shipments: [] })).toBeNull();
  });
});

describe('homeAddressOf', () => {
  const methods = (code: string) => [{ code, selected: true }];
  const sent = (shippingId: string, code: string, to: Shipment['address']) => ({ shippingId, address: to, methods: methods(code) }) as unknown as Shipment;

  it('is a home delivery’s address', () => {
    expect(homeAddressOf({ shipments: [sent('digital', 'digital', null), sent('standard', 'standard', address)] })).toBe(address);
  });

  it('is never a pick-up point’s address, which is the collection point’s', () => {
    expect(homeAddressOf({ shipments: [sent('pudo', 'pudo', address)] })).toBeNull();
    expect(shippingAddressOf({ shipments: [sent('pudo', 'pudo', address)] })).toBe(address);
  });
});

describe('ownSavedAddress', () => {
  const saved = (id: string, main: boolean) => ({ id, main }) as unknown as CheckoutState['savedAddresses'][number];

  it('is the main saved address, else the first, else none', () => {
    expect(ownSavedAddress({ savedAddresses: [saved('a', false), saved('b', true)] })?.id).toBe('b');
    expect(ownSavedAddress({ savedAddresses: [saved('a', false)] })?.id).toBe('a');
    expect(ownSavedAddress({ savedAddresses: [] })).toBeNull();
  });
});
