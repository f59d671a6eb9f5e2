export * from './default-rules';
export * from './format';
export * from './field-check';
export * from './address-schema';
export * from './display';
