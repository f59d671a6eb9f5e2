export { registerInStoreRoutes } from './routes/in-store';
export { checkAgent, storeDirectory } from './store-directory';
