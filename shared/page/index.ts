export * from './load-result';
export * from './page-model';
