export * from './call-api';
// Only the commerce routes: nothing else is reachable from the browser, and no schema is on the first load.
export { commerceRoutes as api } from '../../shared/api/routes/commerce';
