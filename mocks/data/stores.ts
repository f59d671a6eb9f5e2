import type { InventoryStatus } from '../../shared/catalogue/schemas/product';
import type { OpeningHours, Store } from '../../shared/location/schemas/stores';
import { hashString, mulberry32 } from './prng';
import { normalizeText } from './search-terms';

// Ridgeline's shops and the per-store stock the pickup-in-store dialog shows.

export interface StoreFixture extends Omit<Store, 'distanceKm' | 'openingHours' | 'timeZone'> {
  openingHours: readonly OpeningHours[];
  timeZone: string;
  lat: number;
  lon: number;
  /** Other names a shopper may type for the city (exonyms). */
  cityAliases?: string[];
}

const US_HOURS = ['Mon–Sat 10:00–20:00', 'Sun 11:00–18:00'];
const CA_HOURS = ['Mon–Fri 10:00–21:00', 'Sat 10:00–18:00', 'Sun 11:00–17:00'];
const GB_HOURS = ['Mon–Sat 09:30–19:00', 'Sun 11:00–17:00'];
const DE_HOURS = ['Mo–Fr 10:00–20:00', 'Sa 10:00–18:00'];
const NO_HOURS = ['Man–fre 10:00–20:00', 'Lør 10:00–18:00'];

type Span = readonly [opens: string, closes: string];

/** The same hours day by day (ISO days, 1 is Monday); a day without a span is closed. */
function week(weekdays: Span, saturday: Span | null, sunday: Span | null): OpeningHours[] {
  const days: Array<[number, Span | null]> = [[1, weekdays], [2, weekdays], [3, weekdays], [4, weekdays], [5, weekdays], [6, saturday], [7, sunday]];
  return days.flatMap(([day, span]) => (span ? [{ day, opens: span[0], closes: span[1] }] : []));
}

// Each market's usual week, the structured twin of the hours lines above.
const US_WEEK = week(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '18:00']);
const CA_WEEK = week(['10:00', '21:00'], ['10:00', '18:00'], ['11:00', '17:00']);
const GB_WEEK = week(['09:30', '19:00'], ['09:30', '19:00'], ['11:00', '17:00']);
const DE_WEEK = week(['10:00', '20:00'], ['10:00', '18:00'], null);
const NO_WEEK = week(['10:00', '20:00'], ['10:00', '18:00'], null);

const US = { hours: US_HOURS, openingHours: US_WEEK } as const;
const CA = { hours: CA_HOURS, openingHours: CA_WEEK } as const;
const GB = { hours: GB_HOURS, openingHours: GB_WEEK, timeZone: 'Europe/London' } as const;
const DE = { hours: DE_HOURS, openingHours: DE_WEEK, timeZone: 'Europe/Berlin' } as const;
const NO = { hours: NO_HOURS, openingHours: NO_WEEK, timeZone: 'Europe/Oslo' } as const;

export const STORES: readonly StoreFixture[] = [
  { storeId: 'US-SEA-01', name: 'Ridgeline Seattle', address: { line1: '1520 5th Ave', city: 'Seattle', province: 'WA', postalCode: '98101', country: 'US' }, phone: '+1 206-555-0142', ...US, timeZone: 'America/Los_Angeles', pickupAvailable: true, lat: 47.6114, lon: -122.3364 },
  { storeId: 'US-DEN-01', name: 'Ridgeline Denver LoDo', address: { line1: '1601 Wynkoop St', city: 'Denver', province: 'CO', postalCode: '80202', country: 'US' }, phone: '+1 303-555-0178', ...US, timeZone: 'America/Denver', pickupAvailable: true, lat: 39.7527, lon: -104.9997 },
  { storeId: 'US-BOU-01', name: 'Ridgeline Boulder', address: { line1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', country: 'US' }, phone: '+1 303-555-0119', ...US, timeZone: 'America/Denver', pickupAvailable: false, lat: 40.0181, lon: -105.2797 },
  { storeId: 'US-SFO-01', name: 'Ridgeline San Francisco', address: { line1: '840 Market St', city: 'San Francisco', province: 'CA', postalCode: '94102', country: 'US' }, phone: '+1 415-555-0163', ...US, timeZone: 'America/Los_Angeles', pickupAvailable: true, lat: 37.7849, lon: -122.4074 },
  { storeId: 'US-NYC-01', name: 'Ridgeline SoHo', address: { line1: '530 Broadway', city: 'New York', province: 'NY', postalCode: '10012', country: 'US' }, phone: '+1 212-555-0131', ...US, timeZone: 'America/New_York', pickupAvailable: true, lat: 40.7233, lon: -73.9985, cityAliases: ['NYC', 'Manhattan'] },
  { storeId: 'US-SLC-01', name: 'Ridgeline Salt Lake City', address: { line1: '50 S Main St', city: 'Salt Lake City', province: 'UT', postalCode: '84101', country: 'US' }, phone: '+1 801-555-0196', ...US, timeZone: 'America/Denver', pickupAvailable: true, lat: 40.7675, lon: -111.8910 },
  { storeId: 'US-PDX-01', name: 'Ridgeline Portland', address: { line1: '921 SW Morrison St', city: 'Portland', province: 'OR', postalCode: '97205', country: 'US' }, phone: '+1 503-555-0187', ...US, timeZone: 'America/Los_Angeles', pickupAvailable: true, lat: 45.5195, lon: -122.6812 },
  { storeId: 'US-BOS-01', name: 'Ridgeline Boston', address: { line1: '350 Washington St', city: 'Boston', province: 'MA', postalCode: '02108', country: 'US' }, phone: '+1 617-555-0144', ...US, timeZone: 'America/New_York', pickupAvailable: true, lat: 42.3557, lon: -71.0605 },
  { storeId: 'CA-VAN-01', name: 'Ridgeline Vancouver', address: { line1: '1055 Robson St', city: 'Vancouver', province: 'BC', postalCode: 'V6E 1A7', country: 'CA' }, phone: '+1 604-555-0117', ...CA, timeZone: 'America/Vancouver', pickupAvailable: true, lat: 49.2846, lon: -123.1238 },
  { storeId: 'CA-TOR-01', name: 'Ridgeline Toronto Eaton Centre', address: { line1: '220 Yonge St', city: 'Toronto', province: 'ON', postalCode: 'M5B 2H1', country: 'CA' }, phone: '+1 416-555-0150', ...CA, timeZone: 'America/Toronto', pickupAvailable: true, lat: 43.6544, lon: -79.3807 },
  { storeId: 'CA-MTL-01', name: 'Ridgeline Montréal', address: { line1: '1500 Rue Sainte-Catherine O', city: 'Montréal', province: 'QC', postalCode: 'H3G 1R1', country: 'CA' }, phone: '+1 514-555-0126', ...CA, timeZone: 'America/Toronto', pickupAvailable: true, lat: 45.4972, lon: -73.5764 },
  { storeId: 'CA-CGY-01', name: 'Ridgeline Calgary', address: { line1: '317 7 Ave SW', city: 'Calgary', province: 'AB', postalCode: 'T2P 2Y9', country: 'CA' }, phone: '+1 403-555-0184', ...CA, timeZone: 'America/Edmonton', pickupAvailable: false, lat: 51.0463, lon: -114.0681 },
  { storeId: 'CA-OTT-01', name: 'Ridgeline Ottawa', address: { line1: '50 Rideau St', city: 'Ottawa', province: 'ON', postalCode: 'K1N 9J7', country: 'CA' }, phone: '+1 613-555-0139', ...CA, timeZone: 'America/Toronto', pickupAvailable: true, lat: 45.4255, lon: -75.6920 },
  { storeId: 'CA-QUE-01', name: 'Ridgeline Québec', address: { line1: '1100 Rue Saint-Jean', city: 'Québec', province: 'QC', postalCode: 'G1R 1S5', country: 'CA' }, phone: '+1 418-555-0172', ...CA, timeZone: 'America/Toronto', pickupAvailable: true, lat: 46.8115, lon: -71.2150, cityAliases: ['Quebec', 'Quebec City', 'Ville de Québec'] },
  { storeId: 'GB-LON-01', name: 'Ridgeline Covent Garden', address: { line1: '27 Long Acre', city: 'London', postalCode: 'WC2E 9LY', country: 'GB' }, phone: '+44 20 7946 0321', ...GB, pickupAvailable: true, lat: 51.5124, lon: -0.1251 },
  { storeId: 'GB-MAN-01', name: 'Ridgeline Manchester', address: { line1: '45 Market St', city: 'Manchester', postalCode: 'M1 1WR', country: 'GB' }, phone: '+44 161 496 0457', ...GB, pickupAvailable: true, lat: 53.4825, lon: -2.2410 },
  { storeId: 'GB-EDI-01', name: 'Ridgeline Edinburgh', address: { line1: '112 Princes St', city: 'Edinburgh', postalCode: 'EH2 4AD', country: 'GB' }, phone: '+44 131 496 0612', ...GB, pickupAvailable: true, lat: 55.9520, lon: -3.1990 },
  { storeId: 'GB-KES-01', name: 'Ridgeline Keswick', address: { line1: '18 Main St', city: 'Keswick', postalCode: 'CA12 5JD', country: 'GB' }, phone: '+44 17687 70735', ...GB, pickupAvailable: false, lat: 54.6009, lon: -3.1366 },
  { storeId: 'GB-BRS-01', name: 'Ridgeline Bristol', address: { line1: '21 Broadmead', city: 'Bristol', postalCode: 'BS1 3HD', country: 'GB' }, phone: '+44 117 496 0283', ...GB, pickupAvailable: true, lat: 51.4590, lon: -2.5880 },
  { storeId: 'GB-GLA-01', name: 'Ridgeline Glasgow', address: { line1: '150 Buchanan St', city: 'Glasgow', postalCode: 'G1 2LW', country: 'GB' }, phone: '+44 141 496 0374', ...GB, pickupAvailable: true, lat: 55.8617, lon: -4.2540 },
  { storeId: 'DE-MUC-01', name: 'Ridgeline München', address: { line1: 'Kaufingerstraße 15', city: 'München', postalCode: '80331', country: 'DE' }, phone: '+49 89 55501234', ...DE, pickupAvailable: true, lat: 48.1387, lon: 11.5703, cityAliases: ['Munich'] },
  { storeId: 'DE-BER-01', name: 'Ridgeline Berlin', address: { line1: 'Tauentzienstraße 9', city: 'Berlin', postalCode: '10789', country: 'DE' }, phone: '+49 30 55502345', ...DE, pickupAvailable: true, lat: 52.5020, lon: 13.3410 },
  { storeId: 'DE-HAM-01', name: 'Ridgeline Hamburg', address: { line1: 'Mönckebergstraße 7', city: 'Hamburg', postalCode: '20095', country: 'DE' }, phone: '+49 40 55503456', ...DE, pickupAvailable: true, lat: 53.5510, lon: 10.0010 },
  { storeId: 'DE-CGN-01', name: 'Ridgeline Köln', address: { line1: 'Schildergasse 65', city: 'Köln', postalCode: '50667', country: 'DE' }, phone: '+49 221 55504567', ...DE, pickupAvailable: true, lat: 50.9364, lon: 6.9553, cityAliases: ['Cologne', 'Koeln'] },
  { storeId: 'DE-FRA-01', name: 'Ridgeline Frankfurt', address: { line1: 'Zeil 106', city: 'Frankfurt am Main', postalCode: '60313', country: 'DE' }, phone: '+49 69 55505678', ...DE, pickupAvailable: true, lat: 50.1146, lon: 8.6848, cityAliases: ['Frankfurt'] },
  { storeId: 'DE-STR-01', name: 'Ridgeline Stuttgart', address: { line1: 'Königstraße 27', city: 'Stuttgart', postalCode: '70173', country: 'DE' }, phone: '+49 711 55506789', ...DE, pickupAvailable: true, lat: 48.7784, lon: 9.1783 },
  { storeId: 'NO-OSL-01', name: 'Ridgeline Oslo', address: { line1: 'Karl Johans gate 16', city: 'Oslo', postalCode: '0154', country: 'NO' }, phone: '+47 22 55 50 10', ...NO, pickupAvailable: true, lat: 59.9114, lon: 10.7461 },
  { storeId: 'NO-BGO-01', name: 'Ridgeline Bergen', address: { line1: 'Strandgaten 18', city: 'Bergen', postalCode: '5013', country: 'NO' }, phone: '+47 55 55 50 20', ...NO, pickupAvailable: true, lat: 60.3946, lon: 5.3221 },
  { storeId: 'NO-TRD-01', name: 'Ridgeline Trondheim', address: { line1: 'Nordre gate 11', city: 'Trondheim', postalCode: '7011', country: 'NO' }, phone: '+47 73 55 50 30', ...NO, pickupAvailable: true, lat: 63.4320, lon: 10.3960 },
  { storeId: 'NO-TOS-01', name: 'Ridgeline Tromsø', address: { line1: 'Storgata 62', city: 'Tromsø', postalCode: '9008', country: 'NO' }, phone: '+47 77 55 50 40', ...NO, pickupAvailable: false, lat: 69.6490, lon: 18.9550 },
  { storeId: 'NO-SVG-01', name: 'Ridgeline Stavanger', address: { line1: 'Kirkegata 20', city: 'Stavanger', postalCode: '4006', country: 'NO' }, phone: '+47 51 55 50 50', ...NO, pickupAvailable: true, lat: 58.9700, lon: 5.7331 },
];

export const STORE_BY_ID: ReadonlyMap<string, StoreFixture> = new Map(STORES.map((store) => [store.storeId, store]));

export type Position = readonly [lat: number, lon: number];

/**
 * Approximate centres of postal areas, by leading characters of the code; the longest listed
 * prefix wins. Coarse on purpose: it ranks stores, it does not route a courier.
 */
const POSTAL_POSITIONS: Record<string, Record<string, Position>> = {
  US: {
    '0': [42.4, -71.4], '1': [41.0, -75.0], '2': [37.5, -78.0], '3': [32.0, -84.0], '4': [40.5, -84.5],
    '5': [44.5, -93.5], '6': [39.5, -90.0], '7': [31.5, -97.0], '8': [39.5, -108.0], '9': [38.5, -121.5],
    '021': [42.36, -71.06], '100': [40.75, -73.99], '101': [40.75, -73.99], '102': [40.71, -74.01], '112': [40.65, -73.95],
    '606': [41.88, -87.63], '800': [39.74, -104.99], '802': [39.74, -104.99], '803': [40.01, -105.27], '804': [39.6, -105.9],
    '840': [40.5, -111.9], '841': [40.76, -111.89], '900': [34.05, -118.25], '940': [37.6, -122.4], '941': [37.77, -122.42],
    '945': [37.9, -122.1], '946': [37.8, -122.27], '970': [45.5, -122.8], '972': [45.52, -122.68], '980': [47.6, -122.2],
    '981': [47.61, -122.33], '982': [48.0, -122.2], '983': [47.2, -122.5], '984': [47.25, -122.44],
  },
  CA: {
    A: [47.56, -52.71], B: [44.65, -63.58], C: [46.24, -63.13], E: [45.96, -66.64], G: [46.81, -71.21], H: [45.5, -73.57],
    J: [45.6, -73.0], K: [45.42, -75.7], L: [43.59, -79.64], M: [43.7, -79.4], N: [43.0, -81.25], P: [46.49, -80.99],
    R: [49.9, -97.14], S: [52.13, -106.67], T: [51.05, -114.07], V: [49.25, -123.1], X: [62.45, -114.37], Y: [60.72, -135.06],
    T2: [51.04, -114.07], T3: [51.08, -114.13], T5: [53.55, -113.49], T6: [53.52, -113.5], V5: [49.25, -123.07], V6: [49.27, -123.13],
    V7: [49.32, -123.07], V8: [48.43, -123.37], V9: [48.45, -123.5], H2: [45.52, -73.6], H3: [45.5, -73.58], H4: [45.47, -73.62],
  },
  GB: {
    E: [51.53, -0.03], EC: [51.52, -0.09], N: [51.57, -0.11], NW: [51.55, -0.18], SE: [51.46, -0.05], SW: [51.46, -0.17],
    W: [51.51, -0.22], WC: [51.52, -0.12], M: [53.48, -2.24], EH: [55.95, -3.19], G: [55.86, -4.25], CA: [54.7, -3.0],
    LA: [54.2, -2.8], B: [52.48, -1.9], BS: [51.45, -2.59], L: [53.41, -2.98], LS: [53.8, -1.55], S: [53.38, -1.47],
    NE: [54.97, -1.61], OX: [51.75, -1.26], CB: [52.2, 0.12], AB: [57.15, -2.1], IV: [57.48, -4.22], CF: [51.48, -3.18],
    PH: [56.4, -3.43], FK: [56.0, -3.78], KY: [56.2, -3.15], DG: [55.07, -3.6], TD: [55.6, -2.8], PL: [50.37, -4.14],
    EX: [50.72, -3.53], BT: [54.6, -5.93], SK: [53.4, -2.15], WA: [53.39, -2.59], PR: [53.76, -2.7], BB: [53.75, -2.48],
  },
  DE: {
    '0': [51.1, 13.0], '1': [52.5, 13.4], '2': [53.5, 9.9], '3': [52.0, 9.8], '4': [51.4, 7.0],
    '5': [50.8, 7.0], '6': [50.0, 8.5], '7': [48.6, 9.0], '8': [48.1, 11.5], '9': [49.6, 11.0],
    '01': [51.05, 13.74], '04': [51.34, 12.37], '10': [52.52, 13.4], '12': [52.47, 13.43], '13': [52.56, 13.35], '14': [52.45, 13.2],
    '20': [53.55, 10.0], '21': [53.5, 10.0], '22': [53.58, 9.98], '28': [53.08, 8.8], '30': [52.37, 9.73], '40': [51.23, 6.78],
    '44': [51.51, 7.47], '45': [51.46, 7.01], '50': [50.94, 6.96], '51': [50.95, 7.05], '60': [50.11, 8.68], '70': [48.78, 9.18],
    '79': [47.99, 7.85], '80': [48.14, 11.58], '81': [48.12, 11.55], '82': [47.8, 11.3], '83': [47.86, 12.12], '85': [48.3, 11.6],
    '87': [47.73, 10.31], '90': [49.45, 11.08],
  },
  NO: {
    '0': [59.91, 10.75], '1': [59.6, 10.6], '2': [60.8, 10.7], '3': [59.5, 9.8], '4': [58.9, 5.9], '5': [60.39, 5.32],
    '6': [62.5, 6.5], '7': [63.43, 10.4], '8': [67.28, 14.4], '9': [69.65, 18.96],
    '40': [58.97, 5.73], '41': [58.9, 5.7], '46': [58.15, 8.0], '47': [58.1, 7.8], '60': [62.47, 6.15],
    '95': [69.97, 23.27], '96': [70.66, 23.68], '97': [70.5, 25.5], '98': [70.37, 31.1], '99': [69.73, 30.04],
  },
};

/** GB areas are letters only (M1 is Manchester, ME is Medway); elsewhere any leading prefix. */
export function postalPosition(country: string, postalCode: string): Position | undefined {
  const table = POSTAL_POSITIONS[country];
  if (!table) return undefined;
  const code = postalCode.toUpperCase().replace(/[\s-]/g, '');
  if (country === 'GB') {
    const area = /^[A-Z]{1,2}(?=\d)/.exec(code)?.[0];
    return area ? table[area] : undefined;
  }
  for (let length = Math.min(code.length, 3); length > 0; length--) {
    const position = table[code.slice(0, length)];
    if (position) return position;
  }
  return undefined;
}

/** Great-circle distance in km, to one decimal. */
export function distanceKm(a: Position, b: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** Farther than this is not "near you"; such a search answers STR404. */
export const SEARCH_RADIUS_KM = 400;
export const MAX_STORES = 10;

export interface StoreQuery {
  country: string;
  postalCode?: string | undefined;
  city?: string | undefined;
  /** Free text: part of a store's name, street, city (or its other names) or postal code. */
  text?: string | undefined;
  /** A position the shopper gave (their device's), which ranks like a postal code. */
  near?: Position | undefined;
  /** Collection points: only stores that hand out orders. */
  pickupOnly?: boolean | undefined;
}

const toStore = ({ lat: _lat, lon: _lon, cityAliases: _aliases, openingHours, ...store }: StoreFixture, distance?: number): Store => {
  const found = { ...store, openingHours: [...openingHours] };
  return distance === undefined ? found : { ...found, distanceKm: distance };
};

const compact = (text: string) => normalizeText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether free text names the store: a part of its name, street, city or postal code, ignoring case, accents and spacing. */
function mentions(store: StoreFixture, text: string): boolean {
  const wanted = compact(text);
  if (!wanted) return false;
  return [store.name, store.address.line1, store.address.city, store.address.postalCode, ...(store.cityAliases ?? [])].some((field) => compact(field).includes(wanted));
}

function byDistance(stores: readonly StoreFixture[], origin: Position): Store[] {
  return stores
    .map((store) => ({ store, distance: distanceKm(origin, [store.lat, store.lon]) }))
    .filter(({ distance }) => distance <= SEARCH_RADIUS_KM)
    .sort((a, b) => a.distance - b.distance || a.store.storeId.localeCompare(b.store.storeId))
    .slice(0, MAX_STORES)
    .map(({ store, distance }) => toStore(store, distance));
}

const byName = (stores: readonly StoreFixture[]) => [...stores].sort((a, b) => a.name.localeCompare(b.name)).slice(0, MAX_STORES).map((store) => toStore(store));

/** Whether a store is a collection point of a country: one of its stores that hands out orders. */
export const isCollectionPoint = (store: StoreFixture, country: string): boolean => store.pickupAvailable && store.address.country === country;

/**
 * Stores of the caller's country. A postal code or a position ranks the stores near it by
 * distance; otherwise a city matches by name, and free text is a postal code when it has a digit
 * and places, else a part of a store's name, street, city or postal code.
 */
export function findStores(query: StoreQuery): Store[] {
  const candidates = STORES.filter((store) => (query.pickupOnly ? isCollectionPoint(store, query.country) : store.address.country === query.country));
  if (query.postalCode) {
    const origin = postalPosition(query.country, query.postalCode);
    return origin ? byDistance(candidates, origin) : [];
  }
  if (query.near) return byDistance(query.text ? candidates.filter((store) => mentions(store, query.text ?? '')) : candidates, query.near);
  if (query.text) {
    // Text with a digit is most likely a postal code: the stores near it, when it places.
    const origin = /\d/.test(query.text) ? postalPosition(query.country, query.text) : undefined;
    const near = origin ? byDistance(candidates, origin) : [];
    return near.length ? near : byName(candidates.filter((store) => mentions(store, query.text ?? '')));
  }
  const city = normalizeText(query.city ?? '');
  return byName(candidates.filter((store) => [store.address.city, ...(store.cityAliases ?? [])].some((name) => normalizeText(name) === city)));
}

/** A shop's shelf is small: two units left is already "low". */
const STORE_LOW_STOCK_UNITS = 3;

/**
 * Units of one SKU in one store: deterministic per (store, sku) and plausible against online
 * stock: about a third of stores have none, the rest a share of a healthy online count, and a
 * style sold out online lingers on only a few shelves.
 */
export function storeStock(storeId: string, sku: string, onlineUnits: number): { quantity: number; status: InventoryStatus } {
  const rng = mulberry32(hashString(`store-stock:${storeId}:${sku}`));
  const roll = rng();
  let quantity: number;
  if (onlineUnits === 0) quantity = roll < 0.85 ? 0 : 1 + Math.floor(rng() * 2);
  else if (roll < 0.3) quantity = 0;
  else quantity = 1 + Math.floor(rng() * Math.min(12, Math.max(2, Math.ceil(onlineUnits / 3))));
  return { quantity, status: quantity === 0 ? 'OUT_OF_STOCK' : quantity < STORE_LOW_STOCK_UNITS ? 'LOW_STOCK' : 'IN_STOCK' };
}

const EMPLOYEE_NAMES = ['Maya Lindqvist', 'Jonas Weber', 'Priya Raman', 'Tom Becker', 'Ingrid Solheim', 'Lucas Martin', 'Chloé Tremblay', 'Sam Okoro', 'Hannah Fischer', 'Ola Nordmann', 'Grace Kim', 'Elliot Hughes'];

/** Each store's sales staff: three per store, the same on every run (ids like `US-SEA-01-E2`). */
export function storeEmployees(storeId: string): Array<{ storeEmployeeId: string; name: string }> {
  if (!STORE_BY_ID.has(storeId)) return [];
  const random = mulberry32(hashString(`employees:${storeId}`));
  return [1, 2, 3].map((n) => ({ storeEmployeeId: `${storeId}-E${n}`, name: EMPLOYEE_NAMES[Math.floor(random() * EMPLOYEE_NAMES.length)]! }));
}
