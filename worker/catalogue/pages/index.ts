export { loadCategory } from './load-category';
export { loadProduct } from './load-product';
export { loadSearch } from './load-search';
