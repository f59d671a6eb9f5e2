export * from './personalisation';
