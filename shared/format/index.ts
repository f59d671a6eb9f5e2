export * from './money';
export * from './number';
