export * from './address-data';
export * from './address-book';
