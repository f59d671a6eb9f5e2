export * from './load-result';
export * from './page-model';
export * from './preview-query';
