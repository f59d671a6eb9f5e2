export { agentLogin, clearBuyInStore, currentBuyInStore, inStoreSalesInfoOf } from './agent-session';
export { storeDirectory, storeStaff } from './store-directory';
