import { addressLines, postalOfOrder } from '../../shared/address/display';
import { formatMinor, formatMoney } from '../../shared/format/money';
import { orderSummaryRows } from '../../shared/cart/summary-rows';
import type { Order } from '../../shared/checkout/schemas/orders';
import { getSite, type Site } from '../../shared/site';
import type { ContentLanguage } from '../data/category-names';
import { INVOICE_WORDS } from './invoice-words';
import { writePdf, type PdfLine } from './pdf';

/* An order's invoice as a PDF, in the language of the site it is asked from: who bought what, for how much, and how it was paid. */

/** A site locale's content language; an unknown locale reads English. */
const languageOfLocale = (locale: string) => (getSite(locale)?.language ?? 'en') as ContentLanguage;

function clip(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

/** The invoice's lines, in the order they print, in the site's language; the address as the site's country writes it. */
export function invoiceLines(order: Order, site: Pick<Site, 'locale' | 'country'>): PdfLine[] {
  const { totals, billingAddress: address } = order;
  const language = languageOfLocale(site.locale);
  const words = INVOICE_WORDS[language];
  // Amounts as the shop writes them on its pages (249,95 €, CAD 339.00).
  const money = (amount: number, currency: string) => formatMoney(amount, { currency, language });
  // The totals by the same rule as the shop's summaries: the subtotal before discounts, then each discount.
  const rows = orderSummaryRows(totals);
  const minorMoney = (amount: number) => formatMinor(amount, { currency: totals.currency, language });
  const lines: PdfLine[] = [
    { text: 'Ridgeline Outfitters', size: 18, bold: true },
    { text: words.title(order.orderNumber), size: 13, bold: true },
    { text: `${words.orderDate}: ${order.createdAt.slice(0, 10)}` },
    { text: `${words.status}: ${order.st}` },
    { text: '' },
    { text: words.billedTo, bold: true },
    ...addressLines(postalOfOrder(address), { locale: site.locale, siteCountry: site.country }).map((text) => ({ text })),
    { text: '' },
    { text: words.items, bold: true },
  ];
  for (const item of order.items) {
    lines.push({ text: `${item.qty} x ${clip(`${item.name} (${item.color}, ${item.size})`, 52)} ${money(item.price.amount, item.price.currency)}  =  ${money(item.rowTotal, item.price.currency)}` });
    lines.push({ text: `      ${words.article} ${item.productId}`, size: 8 });
  }
  // Each shipment: how it travels, where it goes (the store or point by name, else the address), its lines and who collects it.
  const methodOf = (code: string) => words.methods[code as keyof typeof words.methods] ?? words.methods.standard;
  order.shipments.forEach((shipment, index) => {
    lines.push({ text: '' }, { text: words.shipment(index + 1, order.shipments.length, methodOf(shipment.shippingMethod)), bold: true });
    const place = shipment.store?.name ?? shipment.collectionPoint?.name;
    if (place) lines.push({ text: words.collectAt(place) });
    else if (shipment.address) lines.push(...addressLines(postalOfOrder(shipment.address), { locale: site.locale, siteCountry: site.country }).map((text) => ({ text })));
    for (const item of order.items.filter((line) => line.shipmentId === shipment.shipmentId)) lines.push({ text: `${item.qty} x ${item.name}`, size: 9 });
    if (shipment.pickupContact) lines.push({ text: words.collectedBy(shipment.pickupContact.contactName), size: 9 });
  });
  lines.push(
    { text: '' },
    { text: `${words.itemTotal}: ${minorMoney(rows.subtotal)}` },
    ...rows.discounts.map((row) => ({ text: `${row.name ?? words.discount}: ${minorMoney(row.amount)}` })),
    { text: `${words.shipping}: ${minorMoney(rows.shipping)}` },
    { text: `${totals.taxIncluded ? words.includedVat : words.tax}: ${minorMoney(rows.tax)}` },
    { text: `${words.total}: ${minorMoney(rows.total)}`, bold: true, size: 12 },
    { text: '' },
    { text: `${words.paidWith}: ${order.paymentMethod.map((payment) => payment.label).join(', ')}` },
    { text: words.thanks, size: 9 },
  );
  return lines;
}

export function invoicePdf(order: Order, site: Pick<Site, 'locale' | 'country'>): Uint8Array<ArrayBuffer> {
  return writePdf(invoiceLines(order, site), { title: INVOICE_WORDS[languageOfLocale(site.locale)].documentTitle(order.orderNumber) });
}
