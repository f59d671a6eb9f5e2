import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { shippingAddressOf } from './shipping-address';

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
