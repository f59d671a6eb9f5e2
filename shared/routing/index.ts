export * from './classify-path';
