export * from './sites';
export * from './sign-up-config';
