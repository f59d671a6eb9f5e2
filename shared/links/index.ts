export * from './safe-href';
