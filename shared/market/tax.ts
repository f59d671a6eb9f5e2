import { divideRounded } from './currency';

/*
 * Tax as each market charges it. Europe's shelf prices include VAT, one national rate; North
 * America adds sales tax at the till, by the province or state the order ships to.
 */

/** Rates are integers of thousandths of a percent (per cent mille): 19 000 is 19 %, 9 975 is 9.975 %. */
export const PCM_PER_WHOLE = 100_000;

export interface TaxComponent {
  /** What the invoice calls it: VAT, GST, HST, PST, QST or the state's sales tax. */
  name: 'VAT' | 'GST' | 'HST' | 'PST' | 'QST' | 'RST' | 'SALES_TAX';
  pcm: number;
}

export type TaxRegime =
  | { kind: 'vat'; pcm: number }
  | {
      kind: 'sales';
      regions: Readonly<Record<string, readonly TaxComponent[]>>;
      /**
       * Before the shopper gives an address the basket is taxed as if it shipped to the market's
       * most populous province or state, the estimate most shoppers will see confirmed; checkout
       * replaces it with the rate of the address the parcel goes to.
       */
      defaultRegion: string;
    };

/** The tax a basket pays: its total rate and whether shelf prices already hold it. */
export interface TaxRate {
  /** Shelf prices include it (VAT); otherwise it is added on top. */
  included: boolean;
  pcm: number;
  /** The province or state it was chosen by; null where one rate covers the country. */
  region: string | null;
  components: readonly TaxComponent[];
}

const gst = (pcm: number): TaxComponent => ({ name: 'GST', pcm });
const hst = (pcm: number): TaxComponent => ({ name: 'HST', pcm });
const state = (percent: number): readonly TaxComponent[] => [{ name: 'SALES_TAX', pcm: Math.round(percent * 1000) }];

/**
 * Canada: the federal 5 % GST everywhere; harmonised HST in the Atlantic provinces and Ontario;
 * GST plus a provincial sales tax (QST in Québec, RST in Manitoba) elsewhere. Nova Scotia's HST
 * fell from 15 % to 14 % on 1 April 2025.
 */
export const CANADA_TAX: Readonly<Record<string, readonly TaxComponent[]>> = {
  AB: [gst(5000)],
  BC: [gst(5000), { name: 'PST', pcm: 7000 }],
  MB: [gst(5000), { name: 'RST', pcm: 7000 }],
  NB: [hst(15000)],
  NL: [hst(15000)],
  NS: [hst(14000)],
  NT: [gst(5000)],
  NU: [gst(5000)],
  ON: [hst(13000)],
  PE: [hst(15000)],
  QC: [gst(5000), { name: 'QST', pcm: 9975 }],
  SK: [gst(5000), { name: 'PST', pcm: 6000 }],
  YT: [gst(5000)],
};

/**
 * The United States: each state's base sales tax (local add-ons vary by county and city and are
 * left to the tax service). Alaska, Delaware, Montana, New Hampshire and Oregon charge none.
 */
export const US_STATE_TAX: Readonly<Record<string, readonly TaxComponent[]>> = {
  AK: state(0), AL: state(4), AR: state(6.5), AZ: state(5.6), CA: state(7.25), CO: state(2.9), CT: state(6.35),
  DC: state(6), DE: state(0), FL: state(6), GA: state(4), HI: state(4), IA: state(6), ID: state(6), IL: state(6.25),
  IN: state(7), KS: state(6.5), KY: state(6), LA: state(5), MA: state(6.25), MD: state(6), ME: state(5.5), MI: state(6),
  MN: state(6.875), MO: state(4.225), MS: state(7), MT: state(0), NC: state(4.75), ND: state(5), NE: state(5.5), NH: state(0),
  NJ: state(6.625), NM: state(4.875), NV: state(6.85), NY: state(4), OH: state(5.75), OK: state(4.5), OR: state(0), PA: state(6),
  RI: state(7), SC: state(6), SD: state(4.2), TN: state(7), TX: state(6.25), UT: state(6.1), VA: state(5.3), VT: state(6),
  WA: state(6.5), WI: state(5), WV: state(6), WY: state(4),
};

/** The rate a regime charges an order shipped to `region` (a province or state code; the default when unknown). */
export function rateOf(regime: TaxRegime, region?: string | null): TaxRate {
  if (regime.kind === 'vat') return { included: true, pcm: regime.pcm, region: null, components: [{ name: 'VAT', pcm: regime.pcm }] };
  const code = region?.trim().toUpperCase();
  const chosen = code && regime.regions[code] ? code : regime.defaultRegion;
  const components = regime.regions[chosen] ?? [];
  return { included: false, pcm: components.reduce((sum, component) => sum + component.pcm, 0), region: chosen, components };
}

/**
 * The tax in an amount of minor units, rounded once to what the currency charges: the VAT inside
 * a VAT-inclusive price, or the sales tax on top of one. A province's several taxes are one rate
 * here, so the shopper is charged one rounding, not one per tax.
 * @example taxOn(11900, { included: true, pcm: 19000, … }, 'EUR') // 1900
 */
export function taxOn(amount: number, rate: Pick<TaxRate, 'included' | 'pcm'>, currency: string): number {
  return divideRounded(amount * rate.pcm, rate.included ? PCM_PER_WHOLE + rate.pcm : PCM_PER_WHOLE, currency);
}

/** A rate as a percentage number for display (19, 14.975). */
export const percentOf = (rate: Pick<TaxRate, 'pcm'>): number => rate.pcm / 1000;
