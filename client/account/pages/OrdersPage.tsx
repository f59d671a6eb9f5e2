import type { PageOf } from '../../../shared/page';
import { errorMessage } from '../../../shared/i18n';
import type { Site } from '../../../shared/site';
import { AccountLayout } from '../AccountLayout';
import { OrderDetail } from '../orders/OrderDetail';
import { OrderHistory } from '../orders/OrderHistory';
import { CanvasSections } from '../../app/CanvasSections';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

export type OrdersPageProps = PageOf<'account-orders'> & { site: Site };

/** The account's orders section: the paged history, or one order with what may still be done with it. */
export function OrdersPage({ canvas, view, problem, site }: OrdersPageProps) {
  const t = useT();
  if (view.kind === 'detail') {
    const title = view.order ? t('orders.detailTitle', { orderNumber: view.order.orderNumber }) : t('orders.title');
    return (
      <AccountLayout title={title}>
        <p>
          <a href={`/${site.locale}/account/orders`}>{t('orders.backToHistory')}</a>
        </p>
        {view.order ? <OrderDetail order={view.order} site={site} /> : <p role="alert">{problem ? errorMessage(t, problem) : t('orders.unavailable')}</p>}
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={t('orders.title')}>
      {canvas && <CanvasSections canvas={canvas} />}
      {view.history ? <OrderHistory history={view.history} page={view.page} site={site} /> : <p role="alert">{t('orders.unavailable')}</p>}
    </AccountLayout>
  );
}

/** How the registry's account-orders page draws its model. */
export const view = definePageView<'account-orders'>((page, state) => <OrdersPage {...page} site={state.site} />);
