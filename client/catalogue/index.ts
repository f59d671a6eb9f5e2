/*
 * Products in the browser: the favourites' heart and list, a product's stock and sizes and the
 * favourite store, and the header's search.
 */
export { FavoriteButton } from './favorites/FavoriteButton';
export { useFavoritesList } from './favorites/use-favorites-list';
export { chooseFavoriteStore, useFavoriteStoreHydration } from './product/favorite-store';
export { readFavoriteStore } from './product/read-favorite-store';
export { fetchStoreStock, stockLabel } from './product/stock-label';
export { sizesForColor } from './product/variant-state';
export type { SizeChoice } from './product/variant-state';
export { SearchForm } from './search/SearchForm';
