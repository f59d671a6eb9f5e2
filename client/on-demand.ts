/*
 * What the browser loads only when it needs it: zod and the schemas behind an API answer, a
 * form's submit or a stored value. Import these through `#on-demand`: in the browser each is a
 * chunk of its own (import()), while the worker's bundle resolves `#on-demand` to
 * ./on-demand.server.ts, which imports the same modules statically, so server rendering never
 * waits on, or splits, any of them (package.json "imports").
 *
 * Only modules that carry schemas belong here: the API client reads its catalogue through this
 * table, so a module here that called the API back would close a circle. Code chunks (views,
 * form actions) load through `#on-demand-code` instead.
 */
export const onDemand = {
  apiCatalogue: () => import('./api/catalogue'),
  listingParser: () => import('../shared/catalogue/parse-listing-state'),
  personalisationDecision: () => import('../shared/decisions/personalisation/decision'),
  reviewSchemas: () => import('../shared/catalogue/schemas/reviews'),
  favoriteStoreReader: () => import('./catalogue/product/read-favorite-store'),
};
