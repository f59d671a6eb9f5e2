/**
 * The client data layer (spec §3 analytics payloads, §7 analytics pushes).
 * Every push goes through `pushDataLayer`, which drops it without
 * performance and analytics consent (C0002, spec §5).
 */
export * from './core';
export * from './consent-gate';
export * from './payloads';
export * from './product-codes';
export * from './pushes';
export * from './segments';
