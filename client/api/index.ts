export * from './call-api';
export { api } from '../../shared/api';
