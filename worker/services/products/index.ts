export * from './products-client';
