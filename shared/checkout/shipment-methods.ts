/*
 * What a shipment's method asks of the basket and checkout, by its code: a store (picked up there,
 * or shipped to it), an address (delivered home, or to a collection point chosen for it), who
 * collects it (in store or at a point), or none of these (digital). The storefront, the browser and
 * the mock backend read these rules from here.
 */

/** Fulfilled at a store: the line, and the shipment it joins, name the store (pickup, ship to store). */
export const needsStore = (code: string | undefined): boolean => code === 'pickup' || code === 'sts';

/** Collected in store or at a collection point rather than delivered: who collects it is asked where the site requires it. */
export const isCollected = (code: string | undefined): boolean => code === 'pickup' || code === 'pudo';

/** Travels to an address: home delivery, or a pick-up point's collection point. */
export const travelsToAddress = (code: string | undefined): boolean => code === 'standard' || code === 'pudo';

/** Delivered to an address the shopper types or picks; a pick-up point's address is the collection point chosen for it. */
export const takesShoppersAddress = (code: string | undefined): boolean => code === 'standard';
