export { basketSite } from './basket-site';
