import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ParsedCanvas } from '../../shared/page';
import type { Cart, CartItem, GiftOption } from '../../shared/schemas/cart';
import { GiftOptionSchema } from '../../shared/schemas/cart';
import { errorMessage } from '../../shared/i18n';
import type { Site } from '../../shared/site';
import { CanvasSections } from '../components/CanvasSections';
import { Dialog } from '../components/Dialog';
import { FavoriteButton } from '../components/favorites/FavoriteButton';
import { ApproachingMessages, LineSummary, OrderSummary } from '../components/cart/CartParts';
import * as actions from '../cart/cart-actions';
import type { CartResult } from '../cart/cart-client';
import { messageSlot } from '../cart/message-slot';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import type { Store } from '../state/store';

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
  // The line whose delivery the dialogs are changing.
  const [deliveryItemId, setDeliveryItemId] = useState<string | null>(null);
  // The server's cart until the browser's state holds one, so hydration renders what the server did.
  const cart = store.cartDetail.value !== undefined ? store.cartDetail.value : initial;
  const saved = store.savedForLater.value;

  useEffect(() => {
    if (store.cartDetail.value === undefined && !problem) store.cartDetail.value = initial;
    // Saved-for-later is read only in the browser (never for a connected store employee); an
    // expired basket is recreated with its remembered lines on the way.
    void actions.loadCart(store).then((result) => report(result));
    // Once per page: the server's cart is the page's starting point, not a dependency.
  }, []);

  function report(result: CartResult, itemId?: string, atInput = false): boolean {
    if (result.ok) {
      setMessages({ top: null, items: {}, coupon: null });
      return true;
    }
    const text = errorMessage(t, result.error);
    const slot = messageSlot(result.error.errorId, { ...(itemId ? { itemId } : {}), atInput });
    if (slot === 'coupon') setMessages((current) => ({ ...current, coupon: text }));
    else if (slot === 'item' && itemId) setMessages((current) => ({ ...current, items: { ...current.items, [itemId]: text } }));
    else setMessages((current) => ({ ...current, top: result.error.errorId === 'INVALID_CUSTOMER' ? `${text} ${t('cart.reloading')}` : text }));
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
  const openDelivery = (item: CartItem) => {
    setDeliveryItemId(item.itemId);
    store.dialogs.open(CART_SHIPPING_METHOD_DIALOG);
  };
  return (
    <article className="cart-page">
      <h1 className="page-title">{t('cart.title')}</h1>
      <div className="cart-page__notices" role="alert">
        {messages.top ? <p className="notice notice--error">{messages.top}</p> : null}
        {flashes.map((text, index) => (
          <p key={index} className="notice notice--info">
            {text}
          </p>
        ))}
      </div>
      {empty ? (
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
                <CartLine key={item.itemId} item={item} site={site} error={messages.items[item.itemId] ?? null} report={report} store={store} openDelivery={openDelivery} />
              ))}
            </ul>
          </section>
          <aside className="cart-page__side">
            <CouponForm cart={cart} error={messages.coupon} report={report} store={store} />
            <OrderSummary cart={cart} site={site} />
            <a className="button button--primary cart-page__checkout" href={`/${site.locale}/checkout`}>
              {t('cart.checkout')}
            </a>
          </aside>
        </div>
      )}
      {saved && saved.items.length ? (
        <section className="saved-for-later" aria-labelledby="saved-title">
          <h2 id="saved-title">{t('cart.savedTitle')}</h2>
          <ul>
            {saved.items.map((item) => {
              const name = item.product?.name ?? item.productId;
              return (
                <li key={item.itemId} className="saved-item">
                  <span>{name}</span>
                  <button
                    type="button"
                    className="button"
                    disabled={store.cartBusy.value || !item.available || !saved.saveForLaterId}
                    aria-label={t('cart.moveToCartLabel', { name })}
                    onClick={() => void actions.moveToCart(store, saved.saveForLaterId!, item.itemId).then((result) => report(result))}
                  >
                    {t('cart.moveToCart')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {!empty && canvas ? <CanvasSections canvas={canvas} /> : null}
      <DeliveryDialogs item={deliveryItem} report={report} />
    </article>
  );
}

type Report = (result: CartResult, itemId?: string, atInput?: boolean) => boolean;

function CartLine({ item, site, error, report, store, openDelivery }: { item: CartItem; site: Site; error: string | null; report: Report; store: Store; openDelivery: (item: CartItem) => void }) {
  const t = useT();
  const id = useId();
  const [removeFailed, setRemoveFailed] = useState(false);
  const busy = store.cartBusy.value;
  const setQty = (qty: number) => void actions.updateLine(store, item.itemId, { qty }).then((result) => report(result, item.itemId));
  const selected = item.shippingOptions.available.find((option) => option.shippingMethod.code === item.shippingOptions.selected && (option.storeInfo?.id ?? null) === (item.shippingOptions.storeId ?? option.storeInfo?.id ?? null));
  return (
    <li className="cart-line" data-item-id={item.itemId}>
      <LineSummary item={item} site={site} />
      {item.bonus ? null : (
        <div className="cart-line__controls">
          <div className="quantity-stepper" role="group" aria-label={t('cart.quantityOf', { name: item.name })}>
            <button type="button" aria-label={t('cart.decrease', { name: item.name })} disabled={busy || item.qty <= 1} onClick={() => setQty(item.qty - 1)}>
              −
            </button>
            <output aria-live="polite" data-testid="line-qty">
              {item.qty}
            </output>
            <button type="button" aria-label={t('cart.increase', { name: item.name })} disabled={busy || item.qty >= item.maxQty} onClick={() => setQty(item.qty + 1)}>
              +
            </button>
          </div>
          {item.qty >= item.maxQty ? <p className="cart-line__hint">{t('cart.maxQty', { max: item.maxQty })}</p> : null}
          <p className="cart-line__delivery">
            {selected?.storeInfo && item.shippingOptions.selected === 'pickup' ? t('cart.pickupAt', { store: selected.storeInfo.name }) : `${selected?.shippingMethod.label ?? item.shippingOptions.selected}${selected?.storeInfo ? `, ${selected.storeInfo.name}` : ''}`}{' '}
            {item.isDigital ? null : (
              <button
                type="button"
                className="link-button"
                aria-label={t('cart.delivery', { name: item.name })}
                onClick={() => openDelivery(item)}
              >
                {t('cart.changeDelivery')}
              </button>
            )}
          </p>
          <div className="cart-line__actions">
            <button
              type="button"
              className="link-button"
              disabled={busy}
              aria-label={t('cart.removeLabel', { name: item.name })}
              onClick={() =>
                void actions.removeLine(store, item).then((result) => {
                  setRemoveFailed(!result.ok);
                })
              }
            >
              {t('cart.remove')}
            </button>
            <button type="button" className="link-button" disabled={busy} aria-label={t('cart.saveForLaterLabel', { name: item.name })} onClick={() => void actions.saveForLater(store, item.itemId).then((result) => report(result, item.itemId))}>
              {t('cart.saveForLater')}
            </button>
            <FavoriteButton productId={item.masterId} productName={item.name} />
          </div>
          {item.isDigital ? <GiftForm item={item} report={report} store={store} /> : null}
        </div>
      )}
      <p id={`${id}-error`} className="cart-line__error" role="alert">
        {removeFailed ? t('cart.removeFailed') : error}
      </p>
    </li>
  );
}

function CouponForm({ cart, error, report, store }: { cart: Cart; error: string | null; report: Report; store: Store }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    const result = await actions.applyCoupon(store, code);
    if (report(result, undefined, true)) setCode('');
  }
  const shown = empty ? t('validation.required') : error;
  return (
    <div className="coupon">
      <form className="coupon__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`}>{t('cart.couponLabel')}</label>
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          maxLength={50}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button" disabled={store.cartBusy.value}>
          {t('cart.couponApply')}
        </button>
        <p id={`${id}-error`} className="coupon__error" role="alert">
          {shown}
        </p>
      </form>
      <ul className="coupon__applied">
        {cart.couponItems.map((coupon) => (
          <li key={coupon.code}>
            {t('cart.couponApplied', { code: coupon.code })}{' '}
            <button type="button" className="link-button" aria-label={t('cart.couponRemove', { code: coupon.code })} onClick={() => void actions.removeCoupon(store, coupon.code).then((result) => report(result, undefined, true))}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A digital product's gift message: email, to and message, all three required. */
function GiftForm({ item, report, store }: { item: CartItem; report: Report; store: Store }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState<GiftOption>(item.giftOption ?? { email: '', to: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof GiftOption, string>>>({});
  const [saved, setSaved] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<keyof GiftOption, string>> = {};
    for (const field of ['email', 'to', 'message'] as const) if (!value[field].trim()) next[field] = t('validation.required');
    if (!next.email && !GiftOptionSchema.shape.email.safeParse(value.email).success) next.email = t('validation.emailInvalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    const result = await actions.updateLine(store, item.itemId, { giftOption: value });
    setSaved(report(result, item.itemId));
  }
  const field = (name: keyof GiftOption, label: string, multiline = false) => {
    const props = {
      id: `${id}-${name}`,
      value: value[name],
      required: true,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': `${id}-${name}-error`,
      onChange: (event: { target: { value: string } }) => setValue({ ...value, [name]: event.target.value }),
    };
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {multiline ? <textarea {...props} maxLength={250} /> : <input {...props} type={name === 'email' ? 'email' : 'text'} maxLength={name === 'email' ? 100 : 50} />}
        <p id={`${id}-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      </div>
    );
  };
  return (
    <form className="gift-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>{t('cart.gift.title')}</legend>
        {field('email', t('cart.gift.email'))}
        {field('to', t('cart.gift.to'))}
        {field('message', t('cart.gift.message'), true)}
        <button type="submit" className="button">
          {t('cart.gift.save')}
        </button>
        <p role="status">{saved ? t('cart.gift.saved') : ''}</p>
      </fieldset>
    </form>
  );
}

/** The delivery dialogs: choose a method (stores for pickup), confirm a change of store, then say it changed. */
function DeliveryDialogs({ item, report }: { item: CartItem | null; report: Report }) {
  useSignals();
  const t = useT();
  const store = useStore();
  // The store a change of pickup store waits to confirm, then the one it changed to.
  const [pendingStore, setPendingStore] = useState<{ id: string; name: string } | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  async function choose(code: CartItem['shippingOptions']['selected'], storeInfo?: { id: string; name: string }) {
    if (!item) return;
    const result = await actions.setDelivery(store, item.itemId, { code, shippingId: item.shipmentId, ...(storeInfo ? { storeId: storeInfo.id } : {}) });
    store.dialogs.close(CART_SHIPPING_METHOD_DIALOG);
    store.dialogs.close(CHANGE_STORE_CONFIRMATION_DIALOG);
    if (report(result, item.itemId) && storeInfo && item.shippingOptions.selected === 'pickup') {
      setChangedTo(storeInfo.name);
      store.dialogs.open(STORE_CHANGED_DIALOG);
    }
  }

  return (
    <>
      <Dialog id={CART_SHIPPING_METHOD_DIALOG} title={t('cart.changeDelivery')}>
        {item ? (
          <ul className="delivery-options">
            {item.shippingOptions.available.map((option) => {
              const info = option.storeInfo;
              const current = option.shippingMethod.code === item.shippingOptions.selected && (info ? info.id === item.shippingOptions.storeId : true);
              const label = info && option.shippingMethod.code === 'pickup' ? t('cart.pickupHere', { store: info.name, count: info.storeInventory }) : `${option.shippingMethod.label}${info ? `, ${info.name}` : ''} (${option.shippingMethod.deliveryTime})`;
              return (
                <li key={`${option.shippingMethod.code}-${info?.id ?? ''}`}>
                  <button
                    type="button"
                    className="button"
                    aria-pressed={current}
                    disabled={current || store.cartBusy.value || (info ? info.storeInventory < item.qty : false)}
                    onClick={() => {
                      if (info && item.shippingOptions.selected === 'pickup') {
                        setPendingStore({ id: info.id, name: info.name });
                        store.dialogs.open(CHANGE_STORE_CONFIRMATION_DIALOG, { keep: true });
                      } else void choose(option.shippingMethod.code, info ? { id: info.id, name: info.name } : undefined);
                    }}
                  >
                    {label}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </Dialog>
      <Dialog id={CHANGE_STORE_CONFIRMATION_DIALOG} title={t('cart.changeStore')}>
        {item && pendingStore ? (
          <div>
            <p>{t('cart.changeStoreConfirm', { name: item.name, store: pendingStore.name })}</p>
            <button type="button" className="button button--primary" onClick={() => void choose('pickup', pendingStore)}>
              {t('cart.confirm')}
            </button>
            <button type="button" className="button" onClick={() => store.dialogs.close(CHANGE_STORE_CONFIRMATION_DIALOG)}>
              {t('cart.cancel')}
            </button>
          </div>
        ) : null}
      </Dialog>
      <Dialog id={STORE_CHANGED_DIALOG} title={t('cart.changeStore')}>
        <p>{changedTo ? t('cart.storeChanged', { store: changedTo }) : null}</p>
      </Dialog>
    </>
  );
}
