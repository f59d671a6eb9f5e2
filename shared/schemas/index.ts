export * from './error';
export * from './product';
export * from './catalog';
export * from './content';
