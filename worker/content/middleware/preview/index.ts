export * from './preview';
export * from './preview-params';
export * from './preview-token';
