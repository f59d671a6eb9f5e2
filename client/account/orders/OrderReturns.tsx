import type { Return } from '../../../shared/account/schemas/returns';
import { formatDate } from '../../../shared/i18n';
import { useLocale, useT } from '../../state/i18n';

/** The order's returns: each one's items, where it stands, and its printable label. */
export function OrderReturns({ returns, base }: { returns: readonly Return[]; base: string }) {
  const t = useT();
  const locale = useLocale();
  if (!returns.length) return null;
  return (
    <section className="order__returns" aria-labelledby="order-returns-title" data-testid="order-returns">
      <h2 id="order-returns-title">{t('orders.returns.title')}</h2>
      {returns.map((entry) => (
        <article key={entry.returnId} className="order__return" data-testid="order-return">
          <h3>{t('orders.returns.heading', { returnId: entry.returnId })}</h3>
          <p>
            <span className="badge" data-testid="return-state">
              {t(`orders.returns.state.${entry.state}`)}
            </span>{' '}
            {formatDate(entry.createdAt, locale)}
          </p>
          <ul>
            {entry.items.map((item) => (
              <li key={item.itemId}>{t('orders.returns.item', { qty: item.qty, name: item.name })}</li>
            ))}
          </ul>
          <a className="button button--secondary" href={`${base}/returns/${entry.returnId}/label`} target="_blank" rel="noopener">
            {t('orders.returns.print')}
          </a>
        </article>
      ))}
    </section>
  );
}
