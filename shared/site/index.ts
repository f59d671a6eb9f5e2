export * from './sites';
export * from './sign-up-config';
export * from './ship-to';
