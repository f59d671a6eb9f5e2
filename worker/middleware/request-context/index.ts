export * from './request-context';
export { serviceInputs } from './service-inputs';
