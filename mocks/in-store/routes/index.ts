export { registerInStoreRoutes } from './in-store';
