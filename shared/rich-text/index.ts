export * from './inline';
export * from './sanitize';
export * from './schema';
