export * from './html-cache';
export * from './key';
export * from './tokens';
export * from './degraded';
