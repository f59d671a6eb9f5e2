/**
 * The worker's half of the page registry: one loader per page, each the `load-<page>.ts` of the
 * home that builds the page's model, gathered by scripts/registries.mjs into a record over every
 * page name, so a page added to the registry has no route, and does not compile, until its home
 * has a loader for it.
 */
export { PAGE_LOADERS } from './loaders.gen';
export type { PageLoader } from './page-context';
