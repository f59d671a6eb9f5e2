export { AGENT_LOGIN_LIMIT, inStoreRoutes, STORE_STAFF_LIMIT } from './in-store';
