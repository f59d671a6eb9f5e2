import { addressLines, postalOfOrder } from '../../shared/address/display';
import type { Order } from '../../shared/schemas/orders';
import type { Site } from '../../shared/site/sites';
import { writePdf, type PdfLine } from './pdf';

/* An order's invoice as a PDF: who bought what, for how much, and how it was paid. */

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

function clip(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

/** The invoice's lines, in the order they print; the address as the site's country writes it. */
export function invoiceLines(order: Order, site: Pick<Site, 'locale' | 'country'>): PdfLine[] {
  const { totals, billingAddress: address } = order;
  const lines: PdfLine[] = [
    { text: 'Ridgeline Outfitters', size: 18, bold: true },
    { text: `Invoice for order ${order.orderNumber}`, size: 13, bold: true },
    { text: `Order date: ${order.createdAt.slice(0, 10)}` },
    { text: `Status: ${order.st}` },
    { text: '' },
    { text: 'Billed to', bold: true },
    ...addressLines(postalOfOrder(address), { locale: site.locale, siteCountry: site.country }).map((text) => ({ text })),
    { text: '' },
    { text: 'Items', bold: true },
  ];
  for (const item of order.items) {
    lines.push({ text: `${item.qty} x ${clip(`${item.name} (${item.color}, ${item.size})`, 52)} ${money(item.price.amount, item.price.currency)}  =  ${money(item.rowTotal, item.price.currency)}` });
    lines.push({ text: `      Article ${item.productId}`, size: 8 });
  }
  lines.push(
    { text: '' },
    { text: `Items: ${money(totals.itemTotal, totals.currency)}` },
    { text: `Shipping: ${money(totals.shipping, totals.currency)}` },
    { text: `${totals.taxIncluded ? 'Included VAT' : 'Tax'}: ${money(totals.tax, totals.currency)}` },
    { text: `Total: ${money(totals.total, totals.currency)}`, bold: true, size: 12 },
    { text: '' },
    { text: `Paid with: ${order.paymentMethod.map((payment) => payment.label).join(', ')}` },
    { text: 'Thank you for shopping with Ridgeline.', size: 9 },
  );
  return lines;
}

export function invoicePdf(order: Order, site: Pick<Site, 'locale' | 'country'>): Uint8Array<ArrayBuffer> {
  return writePdf(invoiceLines(order, site), { title: `Invoice ${order.orderNumber}` });
}
