export * from './tracked-events';
export * from './policy';
