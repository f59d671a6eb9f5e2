export * from './same-origin';
