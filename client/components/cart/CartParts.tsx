import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Cart, CartItem } from '../../../shared/schemas/cart';
import { approachingMessages, type DisplayContext } from '../../../shared/cart/approaching';
import { formatMoney, formatPercent } from '../../../shared/format';
import { percentOf, pricesIncludeTax, taxRateOf } from '../../../shared/market';
import type { Site } from '../../../shared/site';
import { useT } from '../../state/i18n';

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
const DISMISSED_KEY = 'ridgeline:dismissedPromotions';

function readDismissed(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** The approaching-promotion messages for this context, each dismissible by its promotion id. */
export function ApproachingMessages({ cart, site, context }: { cart: Cart; site: Site; context: DisplayContext }) {
  useSignals();
  const t = useT();
  const [dismissed, setDismissed] = useState<Set<string>>(() => (typeof sessionStorage === 'undefined' ? new Set() : readDismissed()));
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
              try {
                sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...next]));
              } catch {
                // Storage blocked: dismissed for this page only.
              }
            }}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Subtotal, discount, shipping, tax and total, in the site's currency rule (the code for CAD, else
 * the symbol). Where shelf prices include VAT the tax is not added: the total is followed by the
 * VAT it already holds, as European shoppers expect to read it. Sales tax before checkout knows
 * the delivery address is the market's estimate (its most populous province or state), and says so.
 */
export function OrderSummary({ cart, site, taxEstimated = false }: { cart: Cart; site: Site; taxEstimated?: boolean }) {
  const t = useT();
  const { totals } = cart;
  const vatIncluded = pricesIncludeTax(site);
  const rows: [string, number, string][] = [
    [t('cart.subtotal'), totals.itemSubTotal, 'subtotal'],
    ...(totals.totalDiscount ? ([[t('cart.discount'), -Math.abs(totals.totalDiscount), 'discount']] as [string, number, string][]) : []),
    [t('cart.shipping'), totals.shipping, 'shipping'],
    ...(vatIncluded ? [] : ([[taxEstimated ? t('cart.taxEstimated') : t('cart.tax'), totals.tax, 'tax']] as [string, number, string][])),
  ];
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('cart.summary')}</h2>
      {cart.promoSummary.length ? (
        <ul className="order-summary__promos">
          {cart.promoSummary.map((promo) => (
            <li key={promo.promotionId}>{promo.calloutMessage || promo.promotionName}</li>
          ))}
        </ul>
      ) : null}
      <dl>
        {rows.map(([label, amount, id]) => (
          <div key={id} className="order-summary__row">
            <dt>{label}</dt>
            <dd data-testid={`summary-${id}`}>{money(amount, site, totals.currency)}</dd>
          </div>
        ))}
        <div className="order-summary__row order-summary__row--total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="summary-total">{money(totals.total, site, totals.currency)}</dd>
        </div>
        {vatIncluded ? (
          <div className="order-summary__row order-summary__row--included">
            <dt>{t('cart.vatIncluded', { rate: formatPercent(percentOf(taxRateOf(site)), site.locale) })}</dt>
            <dd data-testid="summary-tax">{money(totals.tax, site, totals.currency)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
