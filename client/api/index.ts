export * from './call-api';
export * from './call-fapi';
// Only the commerce routes: nothing else is reachable from the browser, no schema is on the first
// load, and as a namespace only the areas the browser calls are in its bundle.
export * as api from '../../shared/api/routes/commerce';
