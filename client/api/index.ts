export * from './call-api';
// Only the commerce groups: nothing else is reachable from the browser, and their schemas stay out of the bundle.
export { commerceApi as api } from '../../shared/api/commerce';
