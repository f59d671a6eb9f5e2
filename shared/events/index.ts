export * from './days';
export * from './rules';
export * from './schemas';
export * from './refusals';
