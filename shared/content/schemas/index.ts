export * from './common';
export * from './helpers';
export * from './blocks';
export * from './canvas';
