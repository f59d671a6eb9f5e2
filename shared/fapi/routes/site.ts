import { fapiRoutes } from '../route';

/** The server's clock, for a countdown that must not trust the device's. */
export const serverTime = fapiRoutes('/fapi/server/time', {
  read: ['GET', '/'],
});

/** What the page may know of the shopper's session. */
export const session = fapiRoutes('/fapi/session', {
  read: ['GET', '/'],
});

/** Where the visitor appears to be, and the sites serving that country. */
export const location = fapiRoutes('/fapi/location', {
  read: ['GET', '/'],
});

/** One language's interface strings, named by their content hash. */
export const messages = fapiRoutes('/fapi/messages', {
  catalogue: ['GET', '/:file'],
});

/** Component data fetched after the first render (article search). */
export const components = fapiRoutes('/fapi/components', {
  search: ['GET', '/search'],
});

/** A page's lazy sections, by page or section name. */
export const pages = fapiRoutes('/fapi/pages', {
  sections: ['GET', '/:name'],
});

/** A product family's size chart. */
export const sizeChart = fapiRoutes('/fapi/size-chart', {
  read: ['GET', '/:productType'],
});
