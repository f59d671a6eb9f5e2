import { route, routes } from '../route';

/** Store finder and pick-up points, searched by postal code or city. */
export const stores = routes('stores', {
  search: route('POST', '/stores/v1/search'),
  collectionPoints: route('POST', '/stores/v1/collectionPoints'),
});
