import { describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_CODES } from '../cart/schemas/cart';
import { DeliveryBodySchema } from '../cart/cart-routes';
import { isCollected, needsStore, takesShoppersAddress, travelsToAddress } from './shipment-methods';

describe('shipment method rules', () => {
  it('say what each method asks of the basket and checkout', () => {
    const asks = Object.fromEntries(
      SHIPPING_METHOD_CODES.map((code) => [code, { store: needsStore(code), address: travelsToAddress(code), shoppersAddress: takesShoppersAddress(code), collected: isCollected(code) }]),
    );
    expect(asks).toEqual({
      standard: { store: false, address: true, shoppersAddress: true, collected: false },
      pudo: { store: false, address: true, shoppersAddress: false, collected: true },
      pickup: { store: true, address: false, shoppersAddress: false, collected: true },
      sts: { store: true, address: false, shoppersAddress: false, collected: false },
      digital: { store: false, address: false, shoppersAddress: false, collected: false },
      customs: { store: false, address: false, shoppersAddress: false, collected: false },
    });
    expect([needsStore(undefined), travelsToAddress(undefined), takesShoppersAddress(undefined), isCollected(undefined)]).toEqual([false, false, false, false]);
  });

  it('decide which delivery changes must name a store, and which must not', () => {
    const body = (code: string, storeId?: string) => DeliveryBodySchema.safeParse({ code, shippingId: 'standard', ...(storeId ? { storeId } : {}) }).success;
    expect([body('pickup', 'US-BOU-01'), body('sts', 'US-BOU-01'), body('standard'), body('pudo')]).toEqual([true, true, true, true]);
    expect([body('pickup'), body('sts'), body('standard', 'US-BOU-01'), body('pudo', 'US-BOU-01')]).toEqual([false, false, false, false]);
  });
});
