import { useId, useState } from 'react';
import type { Cart } from '../../shared/cart/schemas/cart';
import { summaryRows, type SummaryPayment, type SummaryRows } from '../../shared/cart/summary-rows';
import { formatMinor, formatPercent } from '../../shared/format';
import { percentOf, pricesIncludeTax, taxRateOf } from '../../shared/market';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { Money } from '../components/Money';
import { SummaryLines } from './SummaryLines';

export interface OrderSummaryProps {
  cart: Cart;
  site: Site;
  /** The fixed-amount payments applied so far (gift cards, rewards, credit); the checkout passes them. */
  payments?: readonly SummaryPayment[];
  /** Sales tax before the delivery address is known is the market's estimate, and says so. */
  taxEstimated?: boolean;
  /**
   * The checkout lists the basket's lines above the totals and, on a phone, folds everything
   * behind a bar with the total; the cart page lists its lines itself and shows the totals open.
   */
  withLines?: boolean;
}

type Row = { id: string; label: string; amount: number; testId: string; original?: number; free?: boolean };

/** The rows above the total, in the order a receipt reads: each one adds to the total. */
function addingRows(rows: SummaryRows, t: ReturnType<typeof useT>, taxEstimated: boolean): Row[] {
  return [
    { id: 'subtotal', label: t('cart.subtotal'), amount: rows.subtotal, testId: 'summary-subtotal' },
    ...rows.discounts.map((row) => ({ id: `discount-${row.id}`, label: row.name ?? t('cart.discount'), amount: row.amount, testId: 'summary-discount' })),
    {
      id: 'shipping',
      label: t('cart.shipping'),
      amount: rows.shipping,
      testId: 'summary-shipping',
      // A delivery a promotion waives reads "Free", its price struck beside it, rather than a discount row.
      free: rows.shipping === 0 && rows.shippingBeforePromotions > 0,
      original: rows.shippingBeforePromotions,
    },
    ...(rows.taxIncluded ? [] : [{ id: 'tax', label: taxEstimated ? t('cart.taxEstimated') : t('cart.tax'), amount: rows.tax, testId: 'summary-tax' }]),
  ];
}

/**
 * The running order summary: the subtotal before discounts, each discount on its own row,
 * shipping, tax (or, where shelf prices include VAT, the VAT the total holds, after it), the
 * total, then any gift card or reward payments and what is left to pay. Every figure comes from
 * the one totals rule, so the rows shown add up to the total shown. It fetches nothing: the page
 * passes the basket it holds, and the summary follows every change to it.
 */
export function OrderSummary({ cart, site, payments = [], taxEstimated = false, withLines = false }: OrderSummaryProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rows = summaryRows(cart, { taxIncluded: pricesIncludeTax(site), payments });
  const { currency } = rows;
  const money = (amount: number) => <Money amount={amount} currency={currency} site={site} />;
  const detailsId = `${id}-details`;
  return (
    <section className="order-summary" data-collapsible={withLines || undefined} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-summary__title">
        {t('cart.summary')}
      </h2>
      {withLines ? (
        <button type="button" className="order-summary__toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          <span>{t('cart.orderTotal', { amount: formatMinor(rows.total, { currency, language: site.language }) })}</span>
          <span className="order-summary__chevron" aria-hidden="true" />
        </button>
      ) : null}
      <div id={detailsId} className="order-summary__details" data-open={open}>
        {withLines ? <SummaryLines cart={cart} site={site} /> : null}
        <dl className="order-summary__rows">
          {addingRows(rows, t, taxEstimated).map((row) => (
            <div key={row.id} className="order-summary__row" data-summary-row="adds" data-minor={row.amount}>
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>
                {row.free ? (
                  <>
                    <s className="order-summary__was">
                      <span className="visually-hidden">{t('cart.originalPrice', { price: formatMinor(row.original ?? 0, { currency, language: site.language }) })}</span>
                      <span aria-hidden="true">{formatMinor(row.original ?? 0, { currency, language: site.language })}</span>
                    </s>{' '}
                    {t('cart.shippingFree')}
                  </>
                ) : (
                  money(row.amount)
                )}
              </dd>
            </div>
          ))}
          <div className="order-summary__row order-summary__row--total" data-summary-row="total" data-minor={rows.total}>
            <dt>{t('cart.total')}</dt>
            <dd data-testid="summary-total">{money(rows.total)}</dd>
          </div>
          {rows.taxIncluded ? (
            <div className="order-summary__row order-summary__row--included">
              <dt>{t('cart.vatIncluded', { rate: formatPercent(percentOf(taxRateOf(site)), site.locale) })}</dt>
              <dd data-testid="summary-tax">{money(rows.tax)}</dd>
            </div>
          ) : null}
          {rows.payments.map((payment) => (
            <div key={payment.paymentInstrumentId} className="order-summary__row" data-summary-row="paid" data-minor={payment.amount}>
              <dt>{t(`checkout.payment.method.${payment.paymentMethodId}`)}</dt>
              <dd data-testid="summary-paid">{money(payment.amount)}</dd>
            </div>
          ))}
          {rows.payments.length ? (
            <div className="order-summary__row order-summary__row--total" data-summary-row="left" data-minor={rows.leftToPay}>
              <dt>{t('cart.leftToPay')}</dt>
              <dd data-testid="summary-left-to-pay">{money(rows.leftToPay)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
