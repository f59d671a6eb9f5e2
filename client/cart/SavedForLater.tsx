import { useId } from 'react';
import type { SaveForLater } from '../../shared/cart/schemas/cart';
import { formatMoney } from '../../shared/format';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { Badge, Button } from '../components/ui';

export interface SavedForLaterOptions {
  saved: SaveForLater;
  site: Site;
  busy: boolean;
  /** `name` is the item's, for the status message that takes focus once it has moved. */
  moveToCart(listId: string, itemId: string, name: string): void;
  remove(listId: string, itemId: string, name: string): void;
}

/**
 * The shopper's saved-for-later list under the cart: each item as a small line (image, name,
 * variant, price) with its two actions. An item no longer sold stays listed so it can be removed.
 */
export function SavedForLater({ saved, site, busy, moveToCart, remove }: SavedForLaterOptions) {
  const t = useT();
  const id = useId();
  const listId = saved.saveForLaterId;
  return (
    <section className="saved-for-later" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cart.savedTitle')}</h2>
      <ul className="saved-for-later__items">
        {saved.items.map((item) => {
          const product = item.product;
          const name = product?.name ?? item.productId;
          return (
            <li key={item.itemId} className="saved-item" data-item-id={item.itemId}>
              {product ? <img className="saved-item__image" src={product.image.src} alt="" width={80} height={80} loading="lazy" /> : <span className="saved-item__image" />}
              <div className="saved-item__text">
                {product ? (
                  <a className="saved-item__name" href={product.url}>
                    {name}
                  </a>
                ) : (
                  <span className="saved-item__name">{name}</span>
                )}
                <ul className="saved-item__variants">
                  {item.variants.map((variant) => (
                    <li key={variant.code}>{variant.code === 'color' ? t('cart.color', { value: variant.value }) : t('cart.size', { value: variant.value })}</li>
                  ))}
                </ul>
                {product ? <p className="saved-item__price">{formatMoney(product.price.lowCurrent, { language: site.language, currency: product.price.currency })}</p> : null}
                {item.available ? null : <Badge tone="warning">{t('product.outOfStock')}</Badge>}
              </div>
              <div className="saved-item__actions">
                <Button disabled={!item.available || !listId} aria-disabled={busy || undefined} aria-label={t('cart.moveToCartLabel', { name })} onClick={() => !busy && listId && moveToCart(listId, item.itemId, name)}>
                  {t('cart.moveToCart')}
                </Button>
                <Button variant="text" disabled={!listId} aria-disabled={busy || undefined} aria-label={t('cart.removeLabel', { name })} onClick={() => !busy && listId && remove(listId, item.itemId, name)}>
                  {t('cart.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
