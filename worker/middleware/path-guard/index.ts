export * from './path-guard';
