export * from './security-headers';
