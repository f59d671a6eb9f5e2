/**
 * The browser's half of the page registry: one view per page, each with its own chunk, gathered by
 * scripts/registries.mjs from the page modules that declare one (`definePageView`) into a record
 * over every page name, so a page added to the registry does not build until it has one. Pages
 * that show another page's model (the search hub, the loyalty page's CMS page) share that page's view.
 */
export { PAGE_VIEWS } from './views.gen';
export type { PageView, PageViewProps } from './page-view';
