import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ParsedCanvas } from '../../shared/page';
import type { Cart, CartItem, ShippingMethodCode } from '../../shared/cart/schemas/cart';
import { errorMessage } from '../../shared/i18n';
import { cannotShowCart, isCartUnreachable, isInvalidCustomer } from '../../shared/cart/errors';
import type { Site } from '../../shared/site';
import { summaryRows } from '../../shared/cart/summary-rows';
import { formatMinor } from '../../shared/format';
import { pricesIncludeTax } from '../../shared/market';
import { CanvasSections } from '../app/CanvasSections';
import { preloadable, preloadOf } from '../app/preloadable';
import { PICKUP_IN_STORE_DIALOG } from '../dialogs/dialog-ids';
import { LazyDialog } from '../dialogs/LazyDialog';
import { chooseFavoriteStore, FavoriteButton } from '../catalogue';
import { storeChoice, type ChosenStore, type StoreRef } from './pickup-store';
import { GiftOptionEntry } from './GiftOptionEntry';
import { CouponForm } from './CouponForm';
import { ApproachingMessages, LineSummary } from './CartParts';
import { OrderSummary } from './OrderSummary';
import { SiteSwitchNotice } from './SiteSwitchNotice';
import { SavedForLater } from './SavedForLater';
import { UnreachableCart } from './UnreachableCart';
import { useOnline } from './offline/use-online';
import { WaitingAdds } from './offline/WaitingAdds';
import { LineStock } from './LineStock';
import { lineLimit } from './line-limit';
import { keepFocus, moveFocus } from './focus-after';
import * as actions from './cart-actions';
import type { CartResult } from './cart-client';
import { messageSlot } from './message-slot';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import type { Store } from '../state/store';
import { definePageView } from '../pages/page-view';

// Asked of the worker only for a signed-in shopper, after hydration: its code loads then.
const ExpressCheckout = preloadable(() => import('./ExpressCheckout').then((m) => m.ExpressCheckout));

export const CART_SHIPPING_METHOD_DIALOG = 'cart-change-shipping-method';
export const CHANGE_STORE_CONFIRMATION_DIALOG = 'change-store-confirmation';
export const STORE_CHANGED_DIALOG = 'store-changed';

export interface CartPageProps {
  canvas: ParsedCanvas | null;
  cart: Cart | null;
  problem: { errorId: string; message: string } | null;
  site: Site;
}

type Messages = { top: string | null; items: Record<string, string>; coupon: string | null };

// Delivery-method transitions the cart reports as flash messages.
const TRANSITIONS = /Transition$|^ORD51[678]$/;
const FLASH_KEYS = ['ProductLineItemInventoryMissing', 'ProductItemNotAvailable', 'ProductLineItemFullInventoryMissing', 'InvalidShippingAddress', 'ProductItemMaxQuantity', 'ProductItemRequired'] as const;

/** The page's cart: lines, saved for later, coupon, summary and checkout, under the cart page's canvas. */
export function CartPage({ canvas, cart: initial, problem, site }: CartPageProps) {
  useSignals();
  const t = useT();
  const store = useStore();
  const [messages, setMessages] = useState<Messages>({ top: null, items: {}, coupon: null });
  // What the last change did, said in a live region that takes focus when the changed control is gone.
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const announce = (text: string) => {
    setStatus(text);
    moveFocus(() => statusRef.current);
  };
  // The line whose delivery the dialogs are changing.
  const [deliveryItemId, setDeliveryItemId] = useState<string | null>(null);
  // Its delivery button, where focus returns once the whole flow has closed.
  const deliveryOpener = useRef<HTMLElement | null>(null);
  // The server's cart until the browser's state holds one, so hydration renders what the server did.
  const cart = store.cartDetail.value !== undefined ? store.cartDetail.value : initial;
  const saved = store.savedForLater.value;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const registered = store.auth.value.type === 'Registered';
  // The basket could not be read (not gone, not someone else's): it is still there, only out of
  // reach, so the page says so and shows the lines last seen rather than call it empty.
  const [unreachable, setUnreachable] = useState(problem !== null && cannotShowCart(problem.errorId));
  // Offline the basket cannot be read or changed: the page shows the cart last seen, read-only, and
  // reads it again when the connection returns.
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online]);

  function reload(): void {
    void actions.loadCart(store).then((result) => {
      if (result.ok) setUnreachable(false);
      // While the page already says the cart is out of reach, another failed read adds nothing.
      if (result.ok || !(unreachable && isCartUnreachable(result.status))) report(result);
    });
  }

  useEffect(() => {
    if (store.cartDetail.value === undefined && !problem) store.cartDetail.value = initial;
    // Saved-for-later is read only in the browser (never for a connected store employee); an
    // expired basket is recreated with its remembered lines on the way.
    reload();
    // Once per page: the server's cart is the page's starting point, not a dependency.
  }, []);

  function report(result: CartResult, itemId?: string, atInput = false): boolean {
    if (result.ok) {
      setMessages({ top: null, items: {}, coupon: null });
      return true;
    }
    // Out of reach is not a refusal: no backend code or status for the shopper, only to try again.
    const text = isCartUnreachable(result.status) ? t('cart.unavailable') : errorMessage(t, result.error);
    const slot = messageSlot(result.error.errorId, { ...(itemId ? { itemId } : {}), atInput });
    if (slot === 'coupon') setMessages((current) => ({ ...current, coupon: text }));
    else if (slot === 'item' && itemId) setMessages((current) => ({ ...current, items: { ...current.items, [itemId]: text } }));
    else setMessages((current) => ({ ...current, top: isInvalidCustomer(result.error.errorId) ? `${text} ${t('cart.reloading')}` : text }));
    return false;
  }

  const flashes = (cart?.flash ?? []).map((flash) => {
    const code = flash.code ?? flash.type;
    if (TRANSITIONS.test(code) || TRANSITIONS.test(flash.type)) return t('cart.deliveryChanged');
    const key = FLASH_KEYS.find((candidate) => candidate === flash.type || candidate === flash.code);
    return key ? t(`cart.flash.${key}`) : flash.message;
  });

  const empty = !cart || cart.items.length === 0;
  const deliveryItem = cart?.items.find((item) => item.itemId === deliveryItemId) ?? null;
  const openDelivery = (item: CartItem, button: HTMLElement) => {
    setDeliveryItemId(item.itemId);
    deliveryOpener.current = button;
    store.dialogs.open(CART_SHIPPING_METHOD_DIALOG, { keep: true });
  };
  return (
    <article className="cart-page">
      <h1 className="page-title">{t('cart.title')}</h1>
      <SiteSwitchNotice site={site} />
      <p ref={statusRef} className="cart-page__status" role="status" tabIndex={-1} data-testid="cart-status">
        {status}
      </p>
      <div className="cart-page__notices" role="alert">
        {!online ? (
          <p className="alert alert--warning" data-testid="cart-offline">
            {t('cart.offline.readOnly')}
          </p>
        ) : messages.top ? (
          <p className="alert alert--error notice--error">{messages.top}</p>
        ) : unreachable && !cart ? (
          <p className="alert alert--error notice--error">{t('cart.unavailable')}</p>
        ) : null}
        {flashes.map((text, index) => (
          <p key={index} className="alert alert--warning">
            {text}
          </p>
        ))}
      </div>
      <WaitingAdds />
      {!online || (unreachable && !cart) ? (
        <UnreachableCart site={site} lastKnown={actions.lastKnownLines} retry={online ? reload : null} busy={store.cartBusy.value} />
      ) : empty ? (
        <>
          <p className="cart-page__empty">{t('cart.empty')}</p>
          {canvas ? <CanvasSections canvas={canvas} /> : null}
        </>
      ) : (
        <div className="cart-page__layout">
          <section className="cart-page__lines" aria-label={t('cart.lines')}>
            <ApproachingMessages cart={cart} site={site} context="cart" />
            <ul className="cart-lines">
              {cart.items.map((item) => (
                <CartLine key={item.itemId} item={item} site={site} error={messages.items[item.itemId] ?? null} report={report} announce={announce} store={store} openDelivery={openDelivery} />
              ))}
            </ul>
          </section>
          <aside className="cart-page__side" id="cart-summary" tabIndex={-1}>
            <CouponForm
              coupons={cart.couponItems}
              error={messages.coupon}
              busy={store.cartBusy.value}
              apply={(code) => actions.applyCoupon(store, code).then((result) => report(result, undefined, true))}
              remove={(code) => actions.removeCoupon(store, code).then((result) => report(result, undefined, true))}
            />
            <OrderSummary cart={cart} site={site} taxEstimated />
            <a className="button button--primary cart-page__checkout" href={`/${site.locale}/checkout`}>
              {t('cart.checkout')}
            </a>
            {hydrated && registered ? (
              <Suspense fallback={null}>
                <ExpressCheckout locale={site.locale} basketKey={cart.items.map((item) => `${item.itemId}:${item.qty}:${item.shippingOptions.selected}`).join()} />
              </Suspense>
            ) : null}
          </aside>
          <CartTotalBar cart={cart} site={site} />
        </div>
      )}
      {online && saved && saved.items.length ? (
        <SavedForLater
          saved={saved}
          site={site}
          busy={store.cartBusy.value}
          moveToCart={(listId, itemId, name) =>
            void actions.moveToCart(store, listId, itemId).then((result) => {
              if (report(result)) announce(t('cart.status.moved', { name }));
            })
          }
          remove={(listId, itemId, name) =>
            void actions.removeSaved(store, listId, itemId).then((result) => {
              if (report(result)) announce(t('cart.status.removed', { name }));
            })
          }
        />
      ) : null}
      {online && !empty && canvas ? <CanvasSections canvas={canvas} /> : null}
      <DeliveryDialogs cart={cart} item={deliveryItem} report={report} opener={() => deliveryOpener.current} />
    </article>
  );
}

type Report = (result: CartResult, itemId?: string, atInput?: boolean) => boolean;

interface CartLineProps {
  item: CartItem;
  site: Site;
  error: string | null;
  report: Report;
  announce(text: string): void;
  store: Store;
  openDelivery: (item: CartItem, button: HTMLElement) => void;
}

function CartLine({ item, site, error, report, announce, store, openDelivery }: CartLineProps) {
  const t = useT();
  const id = useId();
  const [removeFailed, setRemoveFailed] = useState(false);
  const busy = store.cartBusy.value;
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  const quantity = useRef<HTMLOutputElement>(null);
  const limit = lineLimit(item);
  // While a call runs the controls say so but stay enabled, so the one pressed keeps focus.
  const setQty = (qty: number) => {
    if (busy) return;
    void actions.updateLine(store, item.itemId, { qty }).then((result) => {
      report(result, item.itemId);
      // The "+" pressed at the stock limit is now disabled: focus stays on the line's quantity.
      keepFocus(() => increase.current, () => decrease.current, () => quantity.current);
    });
  };
  const leave = (run: () => Promise<CartResult>, said: string) => {
    if (busy) return;
    void run().then((result) => {
      if (report(result, item.itemId)) announce(said);
    });
  };
  const selected = item.shippingOptions.available.find((option) => option.shippingMethod.code === item.shippingOptions.selected && (option.storeInfo?.id ?? null) === (item.shippingOptions.storeId ?? option.storeInfo?.id ?? null));
  return (
    <li className="cart-line" data-item-id={item.itemId}>
      <LineSummary item={item} site={site} />
      {item.bonus ? null : (
        <div className="cart-line__controls">
          <div className="quantity-stepper" role="group" aria-label={t('cart.quantityOf', { name: item.name })}>
            <button ref={decrease} type="button" aria-label={t('cart.decrease', { name: item.name })} aria-disabled={busy || undefined} disabled={item.qty <= 1} onClick={() => setQty(item.qty - 1)}>
              −
            </button>
            <output ref={quantity} tabIndex={-1} aria-live="polite" data-testid="line-qty">
              {item.qty}
            </output>
            <button ref={increase} type="button" aria-label={t('cart.increase', { name: item.name })} aria-disabled={busy || undefined} disabled={item.qty >= limit.max} onClick={() => setQty(item.qty + 1)}>
              +
            </button>
          </div>
          <LineStock item={item} busy={busy} onReduce={setQty} />
          <p className="cart-line__delivery">
            {selected?.storeInfo && item.shippingOptions.selected === 'pickup' ? t('cart.pickupAt', { store: selected.storeInfo.name }) : `${selected?.shippingMethod.label ?? item.shippingOptions.selected}${selected?.storeInfo ? `, ${selected.storeInfo.name}` : ''}`}{' '}
            {item.isDigital ? null : (
              <button
                type="button"
                className="link-button"
                aria-label={t('cart.delivery', { name: item.name })}
                onPointerEnter={preloadDelivery}
                onFocus={preloadDelivery}
                onClick={(event) => openDelivery(item, event.currentTarget)}
              >
                {t('cart.changeDelivery')}
              </button>
            )}
          </p>
          <div className="cart-line__actions">
            <button
              type="button"
              className="link-button"
              aria-disabled={busy || undefined}
              aria-label={t('cart.removeLabel', { name: item.name })}
              onClick={() => {
                if (busy) return;
                void actions.removeLine(store, item).then((result) => {
                  setRemoveFailed(!result.ok);
                  if (result.ok) announce(t('cart.status.removed', { name: item.name }));
                });
              }}
            >
              {t('cart.remove')}
            </button>
            <button
              type="button"
              className="link-button"
              aria-disabled={busy || undefined}
              aria-label={t('cart.saveForLaterLabel', { name: item.name })}
              onClick={() => leave(() => actions.saveForLater(store, item.itemId), t('cart.status.saved', { name: item.name }))}
            >
              {t('cart.saveForLater')}
            </button>
            <FavoriteButton productId={item.masterId} productName={item.name} />
          </div>
          {item.isDigital ? <GiftOptionEntry item={item} /> : null}
        </div>
      )}
      <p id={`${id}-error`} className="cart-line__error" role="alert">
        {removeFailed ? t('cart.removeFailed') : error}
      </p>
    </li>
  );
}

const DeliveryMethodsBody = preloadable(() => import('./CartDeliveryDialogs').then((m) => m.DeliveryMethodsBody));
const StoreSearchBody = preloadable(() => import('./CartDeliveryDialogs').then((m) => m.StoreSearchBody));
const ChangeStoreBody = preloadable(() => import('./CartDeliveryDialogs').then((m) => m.ChangeStoreBody));
const StoreChangedBody = preloadable(() => import('./CartDeliveryDialogs').then((m) => m.StoreChangedBody));

/** Pointing at (or tabbing to) a line's delivery button starts fetching the dialogs' code. */
const preloadDelivery = preloadOf(DeliveryMethodsBody);

const FLOW_DIALOGS = [PICKUP_IN_STORE_DIALOG, CHANGE_STORE_CONFIRMATION_DIALOG, CART_SHIPPING_METHOD_DIALOG];

/**
 * The delivery dialogs of a line: its methods, then (for pickup) a store search, a confirmation
 * when the choice moves the line from its store or adds a second store to the cart, and then the
 * word that the store changed. Each opens over the one before, so Escape steps back.
 */
function DeliveryDialogs({ cart, item, report, opener }: { cart: Cart | null; item: CartItem | null; report: Report; opener: () => HTMLElement | null }) {
  useSignals();
  const t = useT();
  const store = useStore();
  const [pending, setPending] = useState<{ to: ChosenStore; from: StoreRef; others: CartItem[] } | null>(null);
  const [changed, setChanged] = useState<{ itemName: string; store: ChosenStore } | null>(null);

  const closeFlow = () => FLOW_DIALOGS.forEach((id) => store.dialogs.close(id));

  async function apply(line: CartItem, code: ShippingMethodCode, to: ChosenStore | undefined, confirmed: boolean) {
    const result = await actions.setDelivery(store, line.itemId, { code, shippingId: line.shipmentId, ...(to ? { storeId: to.storeId } : {}) });
    closeFlow();
    if (!report(result, line.itemId)) return;
    // The shopper's store from now on, on this page and the next (product pages offer it too).
    if (to && code === 'pickup') chooseFavoriteStore(store, { storeId: to.storeId, name: to.name });
    if (confirmed && to) {
      setChanged({ itemName: line.name, store: to });
      store.dialogs.open(STORE_CHANGED_DIALOG);
    }
  }

  function choose(code: ShippingMethodCode, to?: ChosenStore) {
    if (!item) return;
    if (code !== 'pickup' || !to) return void apply(item, code, to, false);
    const choice = storeChoice(cart, item, to.storeId);
    if (choice.kind === 'same') return closeFlow();
    if (choice.kind === 'direct') return void apply(item, code, to, false);
    setPending({ to, from: choice.from, others: choice.others });
    store.dialogs.open(CHANGE_STORE_CONFIRMATION_DIALOG, { keep: true });
  }

  return (
    <>
      <LazyDialog id={CART_SHIPPING_METHOD_DIALOG} title={t('cart.changeDelivery')}>
        {item ? <DeliveryMethodsBody item={item} onChoose={choose} onFindStore={() => store.dialogs.open(PICKUP_IN_STORE_DIALOG, { keep: true })} /> : null}
      </LazyDialog>
      <LazyDialog id={PICKUP_IN_STORE_DIALOG} title={t('product.pickUpInStore')}>
        {item ? <StoreSearchBody item={item} onChoose={(to) => choose('pickup', to)} /> : null}
      </LazyDialog>
      <LazyDialog id={CHANGE_STORE_CONFIRMATION_DIALOG} title={t('cart.changeStore')}>
        {item && pending ? (
          <ChangeStoreBody item={item} from={pending.from} to={pending.to} others={pending.others} onConfirm={() => void apply(item, 'pickup', pending.to, true)} onCancel={() => store.dialogs.close(CHANGE_STORE_CONFIRMATION_DIALOG)} />
        ) : null}
      </LazyDialog>
      <LazyDialog id={STORE_CHANGED_DIALOG} title={t('cart.storeChanged.title')} returnFocus={opener}>
        {changed ? <StoreChangedBody itemName={changed.itemName} store={changed.store} onDone={() => store.dialogs.close(STORE_CHANGED_DIALOG)} /> : null}
      </LazyDialog>
    </>
  );
}

/**
 * On a phone the summary sits below every line: a bar kept at the foot of the screen shows the
 * total all the while and, pressed, brings the summary and its Checkout into view (wider screens
 * show the summary beside the lines and hide the bar).
 */
function CartTotalBar({ cart, site }: { cart: Cart; site: Site }) {
  const t = useT();
  const rows = summaryRows(cart, { taxIncluded: pricesIncludeTax(site), payments: [] });
  const total = formatMinor(rows.total, { currency: rows.currency, language: site.language });
  return (
    <div className="cart-total-bar">
      <button
        type="button"
        className="cart-total-bar__button"
        aria-controls="cart-summary"
        onClick={() => {
          const summary = document.getElementById('cart-summary');
          summary?.scrollIntoView({ block: 'start' });
          summary?.focus({ preventScroll: true });
        }}
      >
        {t('cart.orderTotal', { amount: total })}
      </button>
    </div>
  );
}

/** How the registry's cart page draws its model. */
export const view = definePageView<'cart'>((page, state) => <CartPage {...page} site={state.site} />);
