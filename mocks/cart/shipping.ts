import type { ShippingMethodCode } from '../../shared/cart/schemas/cart';
import { needsStore, travelsToAddress } from '../../shared/checkout/shipment-methods';
import type { ContentLanguage } from '../data/category-names';
import { noticesIn } from './notices';
import type { Site } from '../../shared/site';
import { STORE_BY_ID } from '../data/stores';
import { languageOf } from '../data/product-view';
import { methodCost, toMajor } from '../markets';
import type { BasketState } from './basket';

/*
 * Delivery methods as the basket offers them per line, the shipments lines group into, and the
 * notice a shopper gets when a line's delivery method changes.
 */

type MethodWords = Readonly<Record<ShippingMethodCode, { label: string; deliveryTime: string }>>;

// Delivery times keep the range's digits first ("3-5 …"): the storefront orders methods by them.
const METHOD_WORDS: Readonly<Record<ContentLanguage, MethodWords>> = {
  en: {
    standard: { label: 'Standard delivery', deliveryTime: '3-5 business days' },
    pudo: { label: 'Pick-up point', deliveryTime: '2-4 business days' },
    pickup: { label: 'Pick up in store', deliveryTime: 'Same day' },
    sts: { label: 'Ship to store', deliveryTime: '4-6 business days' },
    digital: { label: 'Email delivery', deliveryTime: 'Same day' },
    customs: { label: 'Customs clearance', deliveryTime: '5-8 business days' },
  },
  fr: {
    standard: { label: 'Livraison standard', deliveryTime: '3-5 jours ouvrables' },
    pudo: { label: 'Point de retrait', deliveryTime: '2-4 jours ouvrables' },
    pickup: { label: 'Cueillette en magasin', deliveryTime: 'Le jour même' },
    sts: { label: 'Livraison en magasin', deliveryTime: '4-6 jours ouvrables' },
    digital: { label: 'Envoi par courriel', deliveryTime: 'Le jour même' },
    customs: { label: 'Dédouanement', deliveryTime: '5-8 jours ouvrables' },
  },
  de: {
    standard: { label: 'Standardversand', deliveryTime: '3-5 Werktage' },
    pudo: { label: 'Lieferung an Paketshop', deliveryTime: '2-4 Werktage' },
    pickup: { label: 'Abholung im Geschäft', deliveryTime: 'Am selben Tag' },
    sts: { label: 'Lieferung ins Geschäft', deliveryTime: '4-6 Werktage' },
    digital: { label: 'Versand per E-Mail', deliveryTime: 'Am selben Tag' },
    customs: { label: 'Verzollung', deliveryTime: '5-8 Werktage' },
  },
  nb: {
    standard: { label: 'Standardlevering', deliveryTime: '3-5 virkedager' },
    pudo: { label: 'Levering til hentested', deliveryTime: '2-4 virkedager' },
    pickup: { label: 'Hent i butikk', deliveryTime: 'Samme dag' },
    sts: { label: 'Levering til butikk', deliveryTime: '4-6 virkedager' },
    digital: { label: 'Levering på e-post', deliveryTime: 'Samme dag' },
    customs: { label: 'Tollklarering', deliveryTime: '5-8 virkedager' },
  },
};

/** A delivery method's label and time as the shopper's site words them. */
export const methodInfo = (code: ShippingMethodCode, language: ContentLanguage) => METHOD_WORDS[language][code];

/** The shipment a line belongs to: one per home method, one per store and store method. */
export const shipmentIdOf = (code: ShippingMethodCode, storeId: string) => (needsStore(code) ? `${code}-${storeId}` : code);

/** Methods a shopper can pick for a physical line; a digital one is only e-mailed. */
export const PHYSICAL_METHODS: readonly ShippingMethodCode[] = ['standard', 'pudo', 'pickup', 'sts'];

export interface Transition {
  type: string;
  code: string;
  message: string;
}

/**
 * The notice for a line moving between home delivery and a store. ORD516 is ship to pickup,
 * ORD517 pickup to ship, ORD518 pickup to ship to store; moves within home delivery (standard
 * and pick-up point) or between stores tell nothing.
 */
export function transitionOf(from: ShippingMethodCode, to: ShippingMethodCode, language: ContentLanguage): Transition | undefined {
  const notices = noticesIn(language);
  if (travelsToAddress(from) && to === 'pickup') return { type: 'SthToPickupTransition', code: 'ORD516', message: notices.toStore };
  if (travelsToAddress(from) && to === 'sts') return { type: 'SthToStsTransition', code: 'ORD516', message: notices.toStore };
  if (from === 'sts' && to === 'pickup') return { type: 'StsToPickupTransition', code: 'ORD516', message: notices.toStore };
  if (from === 'pickup' && travelsToAddress(to)) return { type: 'PickupToSthTransition', code: 'ORD517', message: notices.toHome };
  if (from === 'sts' && travelsToAddress(to)) return { type: 'StsToSthTransition', code: 'ORD517', message: notices.toHome };
  if (from === 'pickup' && to === 'sts') return { type: 'PickupToStsTransition', code: 'ORD518', message: notices.toStoreShipped };
  return undefined;
}

/** The methods a shipment's lines may travel by, priced in the basket's currency for its site; null for a shipment the basket does not have. */
export function applicableMethodsOf(site: Site, state: BasketState, shippingId: string) {
  const lines = state.items.filter((item) => shipmentIdOf(item.shipping_method, item.store_id) === shippingId);
  if (!lines.length) return null;
  const method = (code: ShippingMethodCode) => ({ code, ...methodInfo(code, languageOf(site)), price: toMajor(methodCost(code, site), state.cart.currency) });
  const digital = lines[0]!.shipping_method === 'digital';
  const storeId = lines[0]!.store_id || state.cart.favorite_store_id;
  const store = storeId ? STORE_BY_ID.get(storeId) : undefined;
  const withStore = store?.pickupAvailable && store.address.country === site.country;
  const codes: ShippingMethodCode[] = digital ? ['digital'] : ['standard', 'pudo', ...(withStore ? (['pickup', 'sts'] as const) : [])];
  return codes.map(method);
}
