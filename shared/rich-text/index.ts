export * from './sanitize';
export * from './schema';
