import * as catalogue from '../shared/catalogue/parse-listing-state';
import * as decision from '../shared/decisions/personalisation/decision';
import * as reviews from '../shared/catalogue/schemas/reviews';
import * as apiCatalogue from './api/catalogue';
import type { onDemand as browser } from './on-demand';
import * as favoriteStore from './catalogue/product/read-favorite-store';

// The worker's `#on-demand`: the browser's loaders (./on-demand.ts), answered from modules its
// bundle holds anyway. A dynamic import there would make the worker's bundler wrap each module
// for lazy start-up, which it gets wrong for modules the worker also imports through an index.
export const onDemand: typeof browser = {
  apiCatalogue: async () => apiCatalogue,
  listingParser: async () => catalogue,
  personalisationDecision: async () => decision,
  reviewSchemas: async () => reviews,
  favoriteStoreReader: async () => favoriteStore,
};
