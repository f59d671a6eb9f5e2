import type { IRequest } from 'itty-router';
import { addressSchema, nationalPhone, storedPhone, type ValidAddress } from '../../shared/address';
import type { AddressInput, ApproachType, StoredAddress } from '../../shared/schemas/address';
import type { CheckoutCart } from '../../shared/schemas/checkout';
import type { Cart } from '../../shared/schemas';
import { addressRules } from '../data/address-rules';
import { errorResponse } from '../http';
import { randomHex, type BasketState, type OpenBasket } from '../cart/basket';
import { toMajor, toMinor } from '../cart/markets';
import { basketAfter, siteOfBasket, type AnswerOptions } from '../cart/request';
import type { Env } from '../env';

/*
 * What a basket gathers at checkout, kept beside it and gone with it: each shipment's address,
 * the billing address and the payment instruments. Addresses are judged by the same per-country
 * rules the address book uses.
 */

/** A PO box in an address line: no parcel carrier delivers there. */
const PO_BOX = /\bP\.?\s*O\.?\s*Box\b/i;

export type AddressRefusal = { status: number; errorId: string; message: string; field?: string };

/**
 * An address checked for a basket: a country the basket's site does not deliver to is CHK380, a
 * field its rules refuse CHK320 (naming the field), an empty phone `phoneMissing`, a PO box SHP500
 * (shipping only).
 */
export function checkAddress(input: AddressInput, approachType: ApproachType, siteCountry: string, locale: string, phoneMissing: AddressRefusal): ValidAddress | AddressRefusal {
  const country = String(input.countryCode ?? '').toUpperCase();
  const rules = addressRules(country, locale);
  if (!rules || country !== siteCountry) return { status: 400, errorId: 'CHK380', message: 'The shipping address is not valid: we do not deliver to this country', field: 'countryCode' };
  if (String(input.phone ?? '').trim() === '') return phoneMissing;
  // A phone in the international form it is kept in (an address copied from another) is read as its national digits.
  const phone = String(input.phone ?? '').trim().startsWith('+') ? nationalPhone(String(input.phone), rules.phoneCode) : input.phone;
  const parsed = addressSchema(rules).safeParse({ ...input, phone, approachType, countryCode: country });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    return { status: 400, errorId: 'CHK320', message: `The address is not valid${field ? `: ${field}` : ''}`, ...(field ? { field } : {}) };
  }
  if (approachType === 'S') {
    const line = (['addressLine1', 'addressLine2'] as const).find((name) => PO_BOX.test(parsed.data[name]));
    if (line) return { status: 400, errorId: 'SHP500', message: 'We cannot deliver to a PO box', field: line };
  }
  return parsed.data;
}

export const refusalResponse = (request: IRequest, refusal: AddressRefusal) =>
  errorResponse(request, refusal.status, refusal.errorId, refusal.message, refusal.field ? { field: refusal.field } : {});

export const SHIPPING_PHONE_MISSING: AddressRefusal = { status: 400, errorId: 'SHP410', message: 'A phone number is needed for delivery', field: 'phone' };
export const BILLING_PHONE_MISSING: AddressRefusal = { status: 400, errorId: 'BILL410', message: 'The billing address needs a phone number', field: 'phone' };

export function toStored(address: ValidAddress, approachType: ApproachType): StoredAddress {
  return {
    id: `chk${randomHex(20)}`,
    approachType,
    main: false,
    recipientFirstName: address.firstName,
    recipientLastName: address.lastName,
    recipientContactEmail: address.email,
    recipientContactPhone: storedPhone(address),
    addressLine1: address.addressLine1,
    ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
    city: address.city,
    ...(address.province ? { stateCityProvDept: address.province } : {}),
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}

interface AddressRow {
  approach_type: ApproachType;
  shipping_id: string;
  address: string;
}

export interface InstrumentRow {
  id: string;
  payment_method_id: 'CREDIT_CARD';
  provider_ref: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  amount: number;
}

export interface CheckoutData {
  shippingAddresses: Array<{ shippingId: string; address: StoredAddress }>;
  billingAddress: StoredAddress | null;
  instruments: InstrumentRow[];
}

export async function readCheckoutData(db: D1Database, basketId: string): Promise<CheckoutData> {
  const [addresses, instruments] = await db.batch([
    db.prepare('SELECT approach_type, shipping_id, address FROM checkout_addresses WHERE cart_id = ? ORDER BY shipping_id').bind(basketId),
    db.prepare('SELECT id, payment_method_id, provider_ref, brand, last4, expiry_month, expiry_year, amount FROM checkout_payment_instruments WHERE cart_id = ? ORDER BY created_at').bind(basketId),
  ]);
  const rows = (addresses?.results ?? []) as unknown as AddressRow[];
  const billing = rows.find((row) => row.approach_type === 'B');
  return {
    shippingAddresses: rows.filter((row) => row.approach_type === 'S').map((row) => ({ shippingId: row.shipping_id, address: JSON.parse(row.address) as StoredAddress })),
    billingAddress: billing ? (JSON.parse(billing.address) as StoredAddress) : null,
    instruments: (instruments?.results ?? []) as unknown as InstrumentRow[],
  };
}

/**
 * The basket with its checkout details. A card pays whatever the other instruments leave, so it
 * follows the basket's total as lines change; what remains to pay is what nothing covers.
 */
export function withCheckout(cart: Cart, data: CheckoutData): CheckoutCart {
  const { currency } = cart;
  const total = toMinor(cart.totals.total, currency);
  const others = data.instruments.filter((row) => row.payment_method_id !== 'CREDIT_CARD').reduce((sum, row) => sum + row.amount, 0);
  const cardAmount = Math.max(0, total - others);
  const hasCard = data.instruments.some((row) => row.payment_method_id === 'CREDIT_CARD');
  return {
    ...cart,
    totals: { ...cart.totals, remainingToPay: hasCard ? 0 : toMajor(Math.max(0, total - others), currency) },
    // Only the shipments the basket still has keep their address.
    shippingAddresses: data.shippingAddresses.filter((entry) => cart.shippingMethods.some((shipment) => shipment.shippingId === entry.shippingId)),
    billingAddress: data.billingAddress,
    payment_instruments: data.instruments.map((row) => ({
      paymentInstrumentId: row.id,
      payment_method_id: row.payment_method_id,
      amount: toMajor(row.payment_method_id === 'CREDIT_CARD' ? cardAmount : row.amount, currency),
      card: { brand: row.brand as 'VISA', last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year },
    })),
  };
}

/** The basket after a checkout write, with everything checkout has gathered. */
export async function checkoutAfter(request: IRequest, env: Env, open: OpenBasket, options: AnswerOptions = {}): Promise<CheckoutCart> {
  const [cart, data] = await Promise.all([basketAfter(request, env, open, options), readCheckoutData(env.DB, open.state.cart.id)]);
  return withCheckout(cart, data);
}

export const siteCountry = (request: IRequest, state: BasketState) => siteOfBasket(request, state).country;
export const siteLocale = (request: IRequest, state: BasketState) => siteOfBasket(request, state).locale;
