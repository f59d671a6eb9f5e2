import { normalGiftCardNumber } from '../../shared/payments/schemas/gift-card';
import { hashOf } from '../hex';
import type { Refusal } from '../http';

/*
 * The gift card processor: a card found by its number and PIN, in the site's currency, usable
 * online, unexpired and with something left on it. Each refusal is the catalogue's code; the
 * checkout's add call words the same refusals by the cart's own ids.
 */

export interface GiftCardRow {
  id: string;
  number: string;
  currency: string;
  /** Minor units. */
  balance: number;
  expires_on: string;
  kind: 'standard' | 'promotional' | 'unreadable';
}

/** Letters and digits only once spaces and dashes are gone, and at least one letter. */
const WELL_FORMED = /^(?=.*[A-Z])[A-Z0-9]{8,24}$/;
const PIN = /^\d{4,8}$/;

export const GIFT_CARD_REFUSALS = {
  missing: { errorId: 'GFC400', message: 'The gift card number is missing' },
  unknown: { errorId: 'GFC800', message: 'The gift card number is not valid' },
  wrongPin: { errorId: 'GFC700', message: 'The gift card number or PIN is not valid' },
  otherCurrency: { errorId: 'GFC760', message: 'This gift card cannot be used in this currency' },
  expired: { errorId: 'GFC812', message: 'This gift card has expired' },
  zero: { status: 400, errorId: 'GFC740', message: 'This gift card has no balance left' },
  notAllowed: { status: 400, errorId: 'GFC725', message: 'This gift card cannot be used online' },
  unreadable: { errorId: 'GFC799', message: 'The gift card balance could not be checked' },
} as const satisfies Record<string, Refusal>;

export const pinHash = (number: string, pin: string) => hashOf(`${number}:${pin}`);

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The card a number and PIN name, as a shopper may spend it in `currency`, or why not. */
export async function findGiftCard(db: D1Database, typedNumber: string, pin: string, currency: string, now = Date.now()): Promise<GiftCardRow | Refusal> {
  const number = normalGiftCardNumber(typedNumber);
  if (!number) return GIFT_CARD_REFUSALS.missing;
  if (!WELL_FORMED.test(number)) return GIFT_CARD_REFUSALS.unknown;
  const row = await db.prepare('SELECT id, number, pin_hash, currency, balance, expires_on, kind FROM gift_cards WHERE number = ?').bind(number).first<GiftCardRow & { pin_hash: string }>();
  if (!row) return GIFT_CARD_REFUSALS.unknown;
  if (!PIN.test(pin) || row.pin_hash !== (await pinHash(number, pin))) return GIFT_CARD_REFUSALS.wrongPin;
  if (row.kind === 'unreadable') return GIFT_CARD_REFUSALS.unreadable;
  if (row.currency !== currency) return GIFT_CARD_REFUSALS.otherCurrency;
  if (row.expires_on < today(now)) return GIFT_CARD_REFUSALS.expired;
  if (row.kind === 'promotional') return GIFT_CARD_REFUSALS.notAllowed;
  if (row.balance <= 0) return GIFT_CARD_REFUSALS.zero;
  const { pin_hash: _hash, ...card } = row;
  return card;
}

/** The card as it stands now, by id, for place order. */
export function giftCardById(db: D1Database, id: string): Promise<GiftCardRow | null> {
  return db.prepare('SELECT id, number, currency, balance, expires_on, kind FROM gift_cards WHERE id = ?').bind(id).first<GiftCardRow>();
}

export const isRefusal = (found: GiftCardRow | Refusal): found is Refusal => 'errorId' in found;

export const isExpired = (card: GiftCardRow, now = Date.now()) => card.expires_on < today(now);

/** What the shopper is shown of a number (or of its last four characters): those four characters. */
export const maskedNumber = (number: string) => `•••• ${number.slice(-4)}`;
