export { preview } from './preview';
