/**
 * The client data layer: analytics payloads and pushes.
 * Every push goes through `pushDataLayer`, which drops it without
 * performance and analytics consent (C0002).
 */
export * from './core';
export * from './consent-gate';
export * from './payloads';
export * from './product-codes';
export * from './pushes';
export * from './segments';
