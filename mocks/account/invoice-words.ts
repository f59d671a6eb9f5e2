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
  /** Each shipment's heading: its number, of how many, and how it travels. */
  shipment: (number: number, total: number, method: string) => string;
  methods: Readonly<Record<'standard' | 'pudo' | 'pickup' | 'sts' | 'digital', string>>;
  collectAt: (place: string) => string;
  collectedBy: (name: string) => string;
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
    shipment: (number, total, method) => `Shipment ${number} of ${total}: ${method}`,
    methods: { standard: 'Home delivery', pudo: 'Pick-up point', pickup: 'Pick up in store', sts: 'Ship to store', digital: 'Email delivery' },
    collectAt: (place) => `Collect at ${place}`,
    collectedBy: (name) => `Collected by ${name}`,
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
    shipment: (number, total, method) => `Envoi ${number} sur ${total} : ${method}`,
    methods: { standard: 'Livraison à domicile', pudo: 'Point de collecte', pickup: 'Ramassage en magasin', sts: 'Expédition en magasin', digital: 'Livraison par courriel' },
    collectAt: (place) => `À ramasser à ${place}`,
    collectedBy: (name) => `Ramassé par ${name}`,
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
    shipment: (number, total, method) => `Sendung ${number} von ${total}: ${method}`,
    methods: { standard: 'Lieferung nach Hause', pudo: 'Abholstation', pickup: 'Abholung im Geschäft', sts: 'Lieferung ins Geschäft', digital: 'Zustellung per E-Mail' },
    collectAt: (place) => `Abholung bei ${place}`,
    collectedBy: (name) => `Abholung durch ${name}`,
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
    shipment: (number, total, method) => `Sending ${number} av ${total}: ${method}`,
    methods: { standard: 'Levering hjem', pudo: 'Hentested', pickup: 'Hent i butikk', sts: 'Send til butikk', digital: 'Levering på e-post' },
    collectAt: (place) => `Hentes hos ${place}`,
    collectedBy: (name) => `Hentes av ${name}`,
    thanks: 'Takk for at du handlet hos Ridgeline Outfitters.',
    documentTitle: (orderNumber) => `Faktura ${orderNumber}`,
  },
};
