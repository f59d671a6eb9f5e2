export { ledgerTest } from './ledger-test';
export { sessionRoutes } from './session';
