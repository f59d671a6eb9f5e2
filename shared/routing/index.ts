export * from './classify-path';
export * from './decode-segment';
export * from './page-path';
export * from './pages';
