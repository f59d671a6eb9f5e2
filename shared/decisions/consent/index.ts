export * from './categories';
export * from './consent';
export * from './optanon-cookie';
export * from './region';
