export * from './listing-state';
export * from './paging';
