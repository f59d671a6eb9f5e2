export * from './basket-site';
