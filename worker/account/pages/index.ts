/** The pages whose models this home builds, each `load-<page>.ts` here; scripts/registries.mjs lists them for the page registry. */
export * from './loaders.gen';
// Every document carries the favourites switch and page size, which the favourites page's loader reads too.
export { favoritesConfig } from './load-favorites';
