import type { AddCheckoutInstrument, OfferedPaymentMethod } from '../../shared/checkout/schemas/checkout';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../../shared/payments';
import type { OfferContext, PaymentKind } from './kinds/kind';
import { KINDS } from './payment-kinds.gen';

/*
 * Every way a basket can be paid, one entry per payment method. A method either pays whatever the
 * others leave (a card, Klarna, PayPal: a basket has at most one of these) or a fixed amount set
 * when it is added (a gift card's balance, a loyalty voucher), which never grows past what is left
 * to pay. At place order each instrument is authorised, then charged
 * in the order's own batch, where spending a balance may add statements of its own.
 */

type KindFor<K extends PaymentMethodId> = PaymentKind<Extract<AddCheckoutInstrument, { payment_method_id: K }>>;

// Every kind, each naming its own method: scripts/registries.mjs lists each module of kinds/ that
// exports one (`<name>Kind`), so a new kind is its own file and nothing else in the mocks.
type Listed = (typeof KINDS)[number];

/** One kind per payment method, keyed by the method it names: complete over the method ids, so a method without a kind does not compile. */
export const PAYMENT_KINDS: { readonly [K in PaymentMethodId]: KindFor<K> } = Object.fromEntries(KINDS.map((kind) => [kind.method, kind])) as { [K in Listed['method']]: Extract<Listed, { method: K }> };

/** What the basket may be paid with, in the order the methods are described. */
export function offeredPaymentMethods(context: Omit<OfferContext, 'methodId'>): OfferedPaymentMethod[] {
  return PAYMENT_METHOD_IDS.flatMap((methodId) => {
    const offer = paymentKind(methodId).offered?.({ ...context, methodId }) ?? true;
    if (offer === false) return [];
    return [{ id: methodId, ...(offer === true ? {} : offer) }];
  });
}

export function paymentKind(methodId: PaymentMethodId): PaymentKind<AddCheckoutInstrument> {
  return PAYMENT_KINDS[methodId] as PaymentKind<AddCheckoutInstrument>;
}

