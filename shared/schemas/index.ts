export * from './error';
export * from './product';
export * from './catalog';
export * from './content';
export * from './articles';
export * from './recommendations';
export * from './social';
