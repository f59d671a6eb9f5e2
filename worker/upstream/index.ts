export * from './endpoints';
export * from './base-headers';
export * from './allow-list';
export * from './upstream-client';
export * from './search-client-ip';
export * from './shopper-auth';
export * from './idempotency-key';
