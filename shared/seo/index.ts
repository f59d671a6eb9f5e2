export * from './canonical';
export * from './json-ld';
export * from './robots';
export * from './sitemap';
