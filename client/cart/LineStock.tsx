import type { CartItem } from '../../shared/cart/schemas/cart';
import { lineLimit } from './line-limit';
import { useT } from '../state/i18n';

export interface LineStockProps {
  item: CartItem;
  /** Sets the line to the units left, in one step; absent where the page has its own quantity control only. */
  onReduce?: ((qty: number) => void) | undefined;
  /** A cart call is running: the fix waits (announced, not disabled, so focus stays on it). */
  busy?: boolean;
}

/**
 * A line's stock, said in place: "Only 3 left" when stock stops the quantity; when another
 * shopper bought the rest, how many remain with a one-step change to that many, or that it is no
 * longer available and is to be removed. A real per-order maximum is named as that.
 */
export function LineStock({ item, onReduce, busy = false }: LineStockProps) {
  const t = useT();
  if (item.bonus) return null;
  const limit = lineLimit(item);
  if (!limit.reason) return null;
  if (limit.reason === 'perOrder') return <p className="cart-line__hint">{t('cart.maxQty', { max: limit.max })}</p>;
  if (!limit.short) return <p className="cart-line__hint" data-testid="line-stock">{t('cart.stock.onlyLeft', { count: limit.max })}</p>;
  const none = limit.max === 0;
  return (
    <div className="cart-line__stock notice notice--error" data-testid="line-stock" data-stock={none ? 'none' : 'short'}>
      <p>
        <strong>{none ? t('cart.stock.none') : t('cart.stock.onlyLeft', { count: limit.max })}</strong> {none ? t('cart.stock.noneHint') : t('cart.stock.shortHint')}
      </p>
      {!none && onReduce ? (
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          aria-label={t('cart.stock.reduceToLabel', { name: item.name, count: limit.max })}
          onClick={() => {
            if (!busy) onReduce(limit.max);
          }}
        >
          {t('cart.stock.reduceTo', { count: limit.max })}
        </button>
      ) : null}
    </div>
  );
}
