export * from './safe-json';
