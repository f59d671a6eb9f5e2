export * from './common';
export * from './blocks';
export * from './canvas';
