export * from './decide';
export * from './engine-request';
export * from './monetate-id';
export * from './page-decision';
export * from './personalised-pages';
export * from './pixel';
