// The commerce platform's routes, the browser's half of `commerceApi` (../commerce.ts): what it
// may call, without the schemas. Imported as a namespace (`import * as`), so a bundle keeps only
// the areas it calls.
export { cart } from './cart';
export { consumer, utilities } from './consumer';
export { identity } from './identity';
export { products } from './products';
export { recommendations } from './recommendations';
export { reviews } from './reviews';
export { stores } from './stores';
export { wishlists } from './wishlists';
