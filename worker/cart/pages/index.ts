export { loadCart } from './load-cart';
