/*
 * Buying in store: whether a store employee is serving the shopper on this device.
 */
export { isEmployeeConnected, readBuyInStoreSession } from './buy-in-store';
