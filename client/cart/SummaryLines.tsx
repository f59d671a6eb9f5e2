import type { Cart } from '../../shared/cart/schemas/cart';
import { toMinor } from '../../shared/market';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { Money } from '../components/Money';

/** The summary's short list of the basket: image, name, variant, quantity and the line's price. */
export function SummaryLines({ cart, site }: { cart: Cart; site: Site }) {
  const t = useT();
  return (
    <ul className="order-summary__lines" aria-label={t('cart.summaryItems')}>
      {cart.items.map((item) => (
        <li key={item.itemId} className="order-summary__line" data-testid="summary-line">
          <img className="order-summary__image" src={item.productImageURL} alt="" width={56} height={56} loading="lazy" />
          <div className="order-summary__line-text">
            <span className="order-summary__name">{item.name}</span>
            <span className="order-summary__variant">{item.variants.map((variant) => variant.value).join(' · ')}</span>
            <span className="order-summary__qty">{t('cart.lineQty', { qty: item.qty })}</span>
          </div>
          <Money className="order-summary__line-price" amount={toMinor(item.price.rowTotal, cart.currency)} currency={cart.currency} site={site} />
        </li>
      ))}
    </ul>
  );
}
