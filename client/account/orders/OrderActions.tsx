import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../../shared/checkout/schemas/orders';
import type { CreateReturnBody } from '../../../shared/account/schemas/returns';
import { errorMessage, formatDate } from '../../../shared/i18n';
import type { Site } from '../../../shared/site';
import { callFapi, fapiPath, type ApiError } from '../../api';
import { useLocale, useT } from '../../state/i18n';
import { OrderReturns } from './OrderReturns';
import { ReturnForm } from './ReturnForm';
import { accountOrders } from '../../../shared/fapi/routes/account';

export interface OrderActionsProps {
  order: Order;
  site: Site;
  onChange: (order: Order) => void;
}

// The schemas (and zod) load with the first action, never with the page.
const schemas = () => import('../../../shared/checkout/schemas/orders');
const returnSchemas = () => import('../../../shared/account/schemas/returns');

/**
 * What the shopper may still do with an order, as the backend says: cancel (after a second,
 * explicit confirmation), return items (with a printable label), download the invoice, send a gift
 * card's email again.
 */
export function OrderActions({ order, site, onChange }: OrderActionsProps) {
  const t = useT();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [returning, setReturning] = useState(false);
  const returnButtonRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const base = `/${site.locale}${fapiPath(accountOrders.order, { params: { orderId: order.orderId } })}`;
  const gift = order.items.filter((item) => item.giftOption && order.st !== 'cancelled');

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const fail = (error: ApiError) => setNotice({ kind: 'error', text: errorMessage(t, error) });

  async function run<T>(action: () => Promise<{ ok: true; data: T } | { ok: false; error: ApiError }>, done: (data: T) => void) {
    setBusy(true);
    setNotice(null);
    const result = await action();
    setBusy(false);
    if (result.ok) done(result.data);
    else fail(result.error);
  }

  const cancel = () =>
    run(
      () => callFapi(accountOrders.cancel, () => schemas().then((m) => m.OrderSchema), { params: { orderId: order.orderId } }),
      (updated) => {
        setConfirming(false);
        onChange(updated);
        setNotice({ kind: 'ok', text: t('orders.cancelled') });
      },
    );

  // The return is made, then the order read again so its list of returns (and what is left to send back) is the backend's.
  const makeReturn = (body: CreateReturnBody) =>
    run(
      async () => {
        const made = await callFapi(accountOrders.createReturn, () => returnSchemas().then((m) => m.ReturnSchema), { params: { orderId: order.orderId }, body });
        return made.ok ? callFapi(accountOrders.order, () => schemas().then((m) => m.OrderSchema), { params: { orderId: order.orderId } }) : made;
      },
      (updated) => {
        setReturning(false);
        onChange(updated);
        setNotice({ kind: 'ok', text: t('orders.return.created') });
      },
    );

  const closeReturn = () => {
    setReturning(false);
    returnButtonRef.current?.focus();
  };

  const resend = (itemId: string) =>
    run(
      () => callFapi(accountOrders.resendGiftCard, () => schemas().then((m) => m.ResendGiftCardEmailSchema), { params: { orderId: order.orderId, itemId } }),
      (sent) => setNotice({ kind: 'ok', text: t('orders.giftCardSent', { email: sent.email }) }),
    );

  return (
    <section className="order__actions" aria-label={t('orders.actions')}>
      <div className="order__buttons">
        <a className="button button--secondary" href={`${base}/invoice`} download={`ridgeline-invoice-${order.orderId}.pdf`}>
          {t('orders.invoice')}
        </a>
        {order.actions.returnLabel && !returning && (
          <button ref={returnButtonRef} type="button" className="button button--secondary" onClick={() => setReturning(true)} disabled={busy}>
            {t('orders.returnLabel')}
          </button>
        )}
        {order.actions.cancel && !confirming && (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('orders.cancel')}
          </button>
        )}
        {gift.map((item) => (
          <button key={item.itemId} type="button" className="button button--secondary" onClick={() => resend(item.itemId)} disabled={busy}>
            {t('orders.resendGiftCard')}
          </button>
        ))}
      </div>
      {order.actions.returnUntil && order.actions.returnLabel && <p>{t('orders.returnUntil', { date: formatDate(order.actions.returnUntil, locale) })}</p>}
      {confirming && (
        <div className="order__confirm" role="group" aria-labelledby="cancel-confirm-text">
          <p id="cancel-confirm-text">{t('orders.cancelConfirm')}</p>
          <button ref={confirmRef} type="button" className="button" onClick={cancel} disabled={busy}>
            {t('orders.cancelYes')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={busy}>
            {t('orders.cancelNo')}
          </button>
        </div>
      )}
      {returning && <ReturnForm order={order} busy={busy} onSubmit={(body) => void makeReturn(body)} onClose={closeReturn} />}
      <p className={notice?.kind === 'error' ? 'order__notice order__notice--error' : 'order__notice'} role={notice?.kind === 'error' ? 'alert' : 'status'}>
        {notice?.text}
      </p>
      <OrderReturns returns={order.returns ?? []} base={base} />
    </section>
  );
}
