import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Cart, CartItem } from '../../shared/cart/schemas/cart';
import { approachingMessages, type DisplayContext } from '../../shared/cart/approaching';
import { formatMoney } from '../../shared/format';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { dismissedPromotionsKey, readJson, writeJson } from '../persistence';

export function money(amount: number, site: Site, currency: string): string {
  return formatMoney(amount, { language: site.language, currency });
}

/** Image, name, eyebrow, badge, variants, original and current price, row total. */
export function LineSummary({ item, site }: { item: CartItem; site: Site }) {
  const t = useT();
  const { currency } = item.price;
  return (
    <div className="cart-line__summary">
      <img className="cart-line__image" src={item.productImageURL} alt="" width={96} height={96} loading="lazy" />
      <div className="cart-line__text">
        {item.eyebrow ? <p className="cart-line__eyebrow">{item.eyebrow}</p> : null}
        {/* A free gift comes only with the pack that adds it: it has no page of its own to link to. */}
        {item.bonus || !item.pdpUrl ? (
          <span className="cart-line__name">{item.name}</span>
        ) : (
          <a className="cart-line__name" href={item.pdpUrl}>
            {item.name}
          </a>
        )}
        {item.badge ? <span className="cart-line__badge">{item.badge}</span> : null}
        {item.bonus ? <span className="cart-line__badge">{t('cart.bonus')}</span> : null}
        <ul className="cart-line__variants">
          {item.variants.map((variant) => (
            <li key={variant.code}>{variant.code === 'color' ? t('cart.color', { value: variant.value }) : t('cart.size', { value: variant.value })}</li>
          ))}
        </ul>
        <p className="cart-line__price">
          {item.price.original > item.price.current ? (
            <s className="cart-line__original">{t('cart.originalPrice', { price: money(item.price.original, site, currency) })}</s>
          ) : null}{' '}
          <span className="cart-line__current">{money(item.price.current, site, currency)}</span>
        </p>
        <p className="cart-line__row-total" data-testid="row-total">
          {t('cart.rowTotal', { price: money(item.price.rowTotal, site, currency) })}
        </p>
      </div>
    </div>
  );
}

/** The dismissed approaching-promotion ids, remembered for the page (and the session, in sessionStorage). */
function readDismissed(): Set<string> {
  try {
    return new Set((readJson(dismissedPromotionsKey) ?? []) as string[]);
  } catch {
    return new Set();
  }
}

/** The approaching-promotion messages for this context, each dismissible by its promotion id. */
export function ApproachingMessages({ cart, site, context }: { cart: Cart; site: Site; context: DisplayContext }) {
  useSignals();
  const t = useT();
  const [dismissed, setDismissed] = useState<Set<string>>(readDismissed);
  const messages = approachingMessages(cart.approachingPromotions, { dismissed, context, formatAmount: (amount) => money(amount, site, cart.currency) });
  if (!messages.length) return null;
  return (
    <ul className="approaching" aria-label={t('cart.promotions')}>
      {messages.map((message) => (
        <li key={message.promotionId} className="approaching__message" data-status={message.status}>
          <span>{message.text}</span>
          <button
            type="button"
            className="link-button"
            aria-label={t('cart.dismissPromo')}
            onClick={() => {
              const next = new Set(dismissed).add(message.promotionId);
              setDismissed(next);
              // With storage blocked: dismissed for this page only.
              writeJson(dismissedPromotionsKey, [...next]);
            }}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
