import type { ProductLabel } from '../../shared/schemas';
import { useT } from '../state/i18n';

/** spec §3 price and stock labels: 'Marked Down', 'Free Gift', 'LOW STOCK'. */
export function ProductLabels({ labels }: { labels: ProductLabel[] }) {
  const t = useT();
  if (labels.length === 0) return null;
  return (
    <ul className="labels" aria-label={t('common.offers')}>
      {labels.map((label) => (
        <li key={label} className={`labels__item labels__item--${label.toLowerCase().replace(/\s+/g, '-')}`}>{label}</li>
      ))}
    </ul>
  );
}
