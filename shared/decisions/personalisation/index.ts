export * from './banners';
export * from './choose';
export * from './conditions';
export * from './decision';
export * from './test-context';
export * from './visitor';
export * from './visitor-schema';
export * from './state';
