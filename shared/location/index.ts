export * from './suggestion';
export * from './answer-cookie';
export * from './switch-path';
