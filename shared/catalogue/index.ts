export * from './listing-state';
export * from './parse-listing-state';
export * from './paging';
