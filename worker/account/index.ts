export { addressFormData, readAddresses } from './addresses';
