import type { PageOf } from '../../shared/page';
import type { Site } from '../../shared/site';
import { CanvasSections } from '../app/CanvasSections';
import { OrderContents } from '../account';
import { useT } from '../state/i18n';
import { definePageView } from '../pages/page-view';

export type OrderConfirmationPageProps = PageOf<'order-confirmation'> & { site: Site };

/**
 * The order just placed: its number, lines, shipments, payment and billing address under the
 * page's CMS canvas. A guest is offered an account, with the order's email already filled in.
 */
export function OrderConfirmationPage({ canvas, order, site }: OrderConfirmationPageProps) {
  const t = useT();
  return (
    <div className="order-confirmation">
      <h1>{t('confirmation.title')}</h1>
      <p className="order-confirmation__number">
        {t('confirmation.orderNumber')} <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      <p>{t('confirmation.emailSent', { email: order.email })}</p>
      {order.inStoreSalesInfo ? <p data-testid="sold-in-store">{t('confirmation.soldInStore', { store: order.inStoreSalesInfo.storeId, employee: order.inStoreSalesInfo.storeEmployeeId })}</p> : null}
      {canvas ? <CanvasSections canvas={canvas} /> : null}
      <OrderContents order={order} site={site} />
      {order.isGuest ? (
        <section className="order-confirmation__account" aria-labelledby="confirmation-account">
          <h2 id="confirmation-account">{t('confirmation.createAccount.title')}</h2>
          <p>{t('confirmation.createAccount.text')}</p>
          <a className="button button--primary" href={`/${site.locale}/sign-up?${new URLSearchParams({ email: order.email })}`}>
            {t('confirmation.createAccount.link')}
          </a>
        </section>
      ) : null}
    </div>
  );
}

/** How the registry's order-confirmation page draws its model. */
export const view = definePageView<'order-confirmation'>((page, state) => <OrderConfirmationPage {...page} site={state.site} />);
