export * from './beacon';
