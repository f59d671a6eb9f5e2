import type { ProductLabel } from '../../../shared/catalogue/schemas/product';
import type { MessageKey } from '../../../shared/i18n';
import { useT } from '../../state/i18n';

/** The spec's labels are analytics codes, English in every payload; shoppers read them in their language. */
const LABEL_KEYS: Readonly<Record<ProductLabel, MessageKey>> = {
  'Marked Down': 'product.label.markedDown',
  'Free Gift': 'product.label.freeGift',
  'LOW STOCK': 'product.label.lowStock',
};

/** Price and stock labels: 'Marked Down', 'Free Gift', 'LOW STOCK'. */
export function ProductLabels({ labels }: { labels: ProductLabel[] }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className="labels" aria-label={t('common.offers')}>
      {labels.map((label) => (
        <li key={label} className={`labels__item labels__item--${label.toLowerCase().replace(/\s+/g, '-')}`}>{t(LABEL_KEYS[label])}</li>
      ))}
    </ul>
  );
}
