/** A store's own page under a site: `/de-de/stores/DE-MUC-01`. */
export const storePath = (locale: string, storeId: string): string => `/${locale}/stores/${encodeURIComponent(storeId)}`;

/** The locator, with the place it searched for when there is one: a link that shows the same results to whoever follows it. */
export const storeLocatorPath = (locale: string, place?: string): string => `/${locale}/store-locator${place ? `?q=${encodeURIComponent(place)}` : ''}`;

/**
 * A plain link to the store on OpenStreetMap: the shopper's own map, opened by choice, so the
 * page embeds no third party's script, frame or tracking.
 */
export const mapLink = (latitude: number, longitude: number): string => `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
