export * from './security-headers';
export * from './private-answers';
