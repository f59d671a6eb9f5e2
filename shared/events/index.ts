export * from './events';
export * from './policy';
