import type { ContentLanguage } from '../data/category-names';

/** The invoice's own words per language; the company name is the same everywhere. */
export interface InvoiceWords {
  title: (orderNumber: string) => string;
  orderDate: string;
  status: string;
  billedTo: string;
  items: string;
  article: string;
  itemTotal: string;
  /** A discount the data gives no name of its own. */
  discount: string;
  shipping: string;
  tax: string;
  includedVat: string;
  total: string;
  paidWith: string;
  thanks: string;
  documentTitle: (orderNumber: string) => string;
}

export const INVOICE_WORDS: Readonly<Record<ContentLanguage, InvoiceWords>> = {
  en: {
    title: (orderNumber) => `Invoice for order ${orderNumber}`,
    orderDate: 'Order date',
    status: 'Status',
    billedTo: 'Billed to',
    items: 'Items',
    article: 'Article',
    itemTotal: 'Items',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    includedVat: 'Included VAT',
    total: 'Total',
    paidWith: 'Paid with',
    thanks: 'Thank you for shopping with Ridgeline Outfitters.',
    documentTitle: (orderNumber) => `Invoice ${orderNumber}`,
  },
  fr: {
    title: (orderNumber) => `Facture de la commande ${orderNumber}`,
    orderDate: 'Date de la commande',
    status: 'État',
    billedTo: 'Facturé à',
    items: 'Articles',
    article: 'Article',
    itemTotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    tax: 'Taxes',
    includedVat: 'Taxes incluses',
    total: 'Total',
    paidWith: 'Payé par',
    thanks: 'Merci d’avoir magasiné chez Ridgeline Outfitters.',
    documentTitle: (orderNumber) => `Facture ${orderNumber}`,
  },
  de: {
    title: (orderNumber) => `Rechnung zur Bestellung ${orderNumber}`,
    orderDate: 'Bestelldatum',
    status: 'Status',
    billedTo: 'Rechnungsadresse',
    items: 'Artikel',
    article: 'Artikelnr.',
    itemTotal: 'Warenwert',
    discount: 'Rabatt',
    shipping: 'Versand',
    tax: 'Steuer',
    includedVat: 'Enthaltene MwSt.',
    total: 'Gesamtbetrag',
    paidWith: 'Bezahlt mit',
    thanks: 'Vielen Dank für Ihren Einkauf bei Ridgeline Outfitters.',
    documentTitle: (orderNumber) => `Rechnung ${orderNumber}`,
  },
  nb: {
    title: (orderNumber) => `Faktura for ordre ${orderNumber}`,
    orderDate: 'Ordredato',
    status: 'Status',
    billedTo: 'Fakturert til',
    items: 'Varer',
    article: 'Varenr.',
    itemTotal: 'Varer',
    discount: 'Rabatt',
    shipping: 'Frakt',
    tax: 'Avgift',
    includedVat: 'Herav mva.',
    total: 'Totalt',
    paidWith: 'Betalt med',
    thanks: 'Takk for at du handlet hos Ridgeline Outfitters.',
    documentTitle: (orderNumber) => `Faktura ${orderNumber}`,
  },
};
