export * from './visitor';
export * from './visitor-summary';
