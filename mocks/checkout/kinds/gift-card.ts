import type { AddCheckoutInstrument } from '../../../shared/checkout/schemas/checkout';
import { paysTheRest } from '../../../shared/payments';
import { toMinor } from '../../markets';
import { allocate } from '../allocation';
import { refusalResponse, type Refusal } from '../../http';
import { findGiftCard, GIFT_CARD_REFUSALS, giftCardById, isExpired, isRefusal, maskedNumber } from '../../payments';
import type { PaymentKind } from './kind';

/*
 * A gift card: added by its number and PIN, it pays its balance, no more than what the other
 * fixed-amount instruments leave; the card (or Klarna, PayPal) pays the rest. Nothing is taken
 * from the card until the order is placed, when its part is spent in the order's own batch;
 * removing it from the basket leaves its balance whole and the card pays more.
 */

type GiftCardBody = Extract<AddCheckoutInstrument, { payment_method_id: 'GIFT_CARD' }>;

/** How many gift cards one basket may be paid with. */
const MAX_GIFT_CARDS_PER_BASKET = 2;

/** The add call's words for the processor's refusals: the cart's own ids, the catalogue code beside them. */
const AT_ADD: Readonly<Record<string, Refusal>> = {
  GFC800: { errorId: 'GC_INVALID2', message: 'The gift card number or PIN is not valid', code: 'GFC800' },
  GFC700: { errorId: 'GC_INVALID2', message: 'The gift card number or PIN is not valid', code: 'GFC700' },
  GFC760: { errorId: 'GC_INVALID2', message: 'This gift card cannot be used in this currency', code: 'GFC760' },
  GFC725: { status: 400, errorId: 'GC_NOT_ALLOWED', message: 'This gift card cannot be used online', code: 'GFC725' },
  GFC740: { status: 400, errorId: 'GC_ZERO_BALANCE', message: 'This gift card has no balance left', code: 'GFC740' },
};

const ALREADY_APPLIED: Refusal = { errorId: 'GC_ALREADY_APPLIED', message: 'This gift card is already applied', code: 'GFC755' };
const TOO_MANY: Refusal = { errorId: 'GFC410', message: `No more than ${MAX_GIFT_CARDS_PER_BASKET} gift cards can pay one order` };
const BUYS_GIFT_CARDS: Refusal = { status: 400, errorId: 'GC_NOT_ALLOWED', message: 'A gift card cannot pay for gift cards', code: 'GFC725' };
const NOTHING_LEFT: Refusal = { status: 409, errorId: 'GC_NOT_ALLOWED', message: 'Nothing is left to pay with a gift card' };
/** Place order, when the card's balance went elsewhere after it was added (another order spent it). */
const SPENT: Refusal = { status: 409, errorId: 'GC_ZERO_BALANCE', message: 'The gift card balance no longer covers its part of the order', code: 'GFC740' };

/** Gift cards (digital items) are never paid for with a gift card. */
const buysGiftCards = (cart: { items: ReadonlyArray<{ isDigital: boolean }> }) => cart.items.some((item) => item.isDigital);

export const giftCardKind: PaymentKind<GiftCardBody> = {
  method: 'GIFT_CARD',

  offered: ({ cart }) => !buysGiftCards(cart),

  async add({ request, env, cart, data }, body) {
    if (buysGiftCards(cart)) return refusalResponse(request, BUYS_GIFT_CARDS);
    const found = await findGiftCard(env.DB, body.giftCard.giftCardNumber, body.giftCard.pin, cart.currency);
    if (isRefusal(found)) return refusalResponse(request, AT_ADD[found.errorId] ?? found);
    const onBasket = data.instruments.filter((row) => row.payment_method_id === 'GIFT_CARD');
    if (onBasket.some((row) => row.provider_ref === found.id)) return refusalResponse(request, ALREADY_APPLIED);
    if (onBasket.length >= MAX_GIFT_CARDS_PER_BASKET) return refusalResponse(request, TOO_MANY);
    // What the fixed-amount instruments already on the basket leave; the card paying the rest does not count.
    const { remaining } = allocate(
      toMinor(cart.totals.total, cart.currency),
      data.instruments.filter((row) => !paysTheRest(row.payment_method_id)),
    );
    if (remaining <= 0) return refusalResponse(request, NOTHING_LEFT);
    const amount = Math.min(found.balance, remaining);
    return { providerRef: found.id, brand: 'GIFT_CARD', last4: found.number.slice(-4), amount };
  },

  async authorise({ request, env }, instrument, amount) {
    const card = await giftCardById(env.DB, instrument.provider_ref);
    if (!card) return { outcome: 'refused', response: refusalResponse(request, AT_ADD.GFC800!) };
    if (isExpired(card)) return { outcome: 'refused', response: refusalResponse(request, GIFT_CARD_REFUSALS.expired) };
    if (card.balance < amount) return { outcome: 'refused', response: refusalResponse(request, SPENT) };
    return { outcome: 'approved' };
  },

  // The balance goes down in the order's batch; the CHECK refuses a balance below zero, so of two orders racing for it one fails whole.
  chargeStatements: (db, charge) => [db.prepare('UPDATE gift_cards SET balance = balance - ? WHERE id = ?').bind(charge.amount, charge.providerRef)],
  spentConstraint: { name: 'gift_card_balance', ...SPENT },

  summary: (charge) => ({ code: 'GIFT_CARD', label: `Gift card •••• ${charge.last4}`, additionalData: { last4: charge.last4 } }),

  view: (row) => ({ details: { maskedNumber: maskedNumber(row.last4) } }),
};

