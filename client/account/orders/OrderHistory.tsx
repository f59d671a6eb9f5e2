import type { PurchaseHistory } from '../../../shared/checkout/schemas/orders';
import { formatDate } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/format';
import type { Site } from '../../../shared/site';
import { useLocale, useT } from '../../state/i18n';

export interface OrderHistoryProps {
  history: PurchaseHistory;
  page: number;
  site: Site;
}

/**
 * A page of the shopper's orders as a table (date, number, status, items, total) with links between
 * pages. On a phone each order becomes a card of labelled rows (each cell carries its column's
 * name), since five columns do not fit and a page that scrolls sideways hides the totals.
 */
export function OrderHistory({ history, page, site }: OrderHistoryProps) {
  const t = useT();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(history.total / history.limit));
  const base = `/${site.locale}/account/orders`;
  if (history.total === 0) return <p className="orders__empty">{t('orders.empty')}</p>;
  return (
    <>
      <table className="orders__table">
        <thead>
          <tr>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">{t('orders.items')}</th>
            <th scope="col">{t('orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {history.orders.map((order) => (
            <tr key={order.orderId}>
              <td data-label={t('orders.date')}>{formatDate(order.createdAt, locale)}</td>
              <th scope="row" data-label={t('orders.number')}>
                <a href={`${base}/${order.orderId}`}>{order.orderNumber}</a>
              </th>
              <td data-label={t('orders.status')}>{t(`orders.st.${order.st}`)}</td>
              <td data-label={t('orders.items')}>{t('orders.itemCount', { count: order.totalUnits })}</td>
              <td data-label={t('orders.total')}>{formatMoney(order.total, { currency: order.currency, language: site.language })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="orders__paging" aria-label={t('orders.paging')}>
          {page > 1 && (
            <a href={page === 2 ? base : `${base}?page=${page - 1}`} rel="prev">
              {t('orders.previous')}
            </a>
          )}
          <span aria-current="page">{t('orders.pageOf', { page, pages })}</span>
          {page < pages && (
            <a href={`${base}?page=${page + 1}`} rel="next">
              {t('orders.next')}
            </a>
          )}
        </nav>
      )}
    </>
  );
}
