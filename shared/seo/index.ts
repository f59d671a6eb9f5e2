export * from './canonical';
export * from './json-ld';
export * from './offer-terms';
export * from './product-json-ld';
export * from './robots';
export * from './site-json-ld';
export * from './sitemap';
