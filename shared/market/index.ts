export * from './currency';
export * from './tax';
export * from './markets';
export * from './terms';
export * from './newsletter-consent';
