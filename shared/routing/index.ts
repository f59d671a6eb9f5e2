export * from './classify-path';
export * from './decode-segment';
